// @ts-check
/**
 * The linter: typescript-eslint's recommended rules, React's rules of hooks and jsx-a11y's
 * recommended accessibility rules, over the site, the CMS, the build code, scripts and tests.
 * Formatting is Prettier's (.prettierrc.json), not the linter's. `npm run lint` runs both.
 */
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

/** What a layer may not import, as typescript-eslint's no-restricted-imports patterns. */
const NO_COMPONENTS = {
  group: ["**/components/**"],
  allowTypeImports: true,
  message: "Move what this layer shares with the components into src/site/ (or src/styles/), below both.",
}
const NO_GATSBY_HOOKS = {
  group: ["**/gatsby/node/**", "**/gatsby/post-build/**", "**/gatsby/ssr/**", "**/gatsby/speed-ups*"],
  message: "The content model and the CMS do not depend on the build's Gatsby hooks: move what they share into content-model/.",
}
const NO_FEATURES = {
  group: [
    "**/components/contact/**",
    "**/components/layout/**",
    "**/components/sections/**",
    "**/components/seo/**",
    "../contact/**",
    "../layout/**",
    "../sections/**",
    "../seo/**",
  ],
  message: "A UI part reads no feature: move what it shares with one into src/site/, below both.",
} /**", "../{contact,layout,sections,seo}/**"],
  message: "A UI part reads no feature: move what it shares with one into src/site/, below both.",
}
/** One layer's rule: these files may not import what the patterns name. */
const restrictImports = (files, ...patterns) => ({
  files,
  rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
})

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      ".cache/",
      "public/",
      ".test-build/",
      ".netlify/",
      "static/admin/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      "reports/",
      "bench/bare-gatsby/public/",
      "bench/bare-gatsby/.cache/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic rules of hooks; the React Compiler's rules (v7's "recommended") judge a style this code does not follow.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // An argument or binding named with a leading underscore is unused on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  // Layers read downwards (one config per set of files: where two match a file, the later one wins).
  // The build, scripts, the site-wide definitions and the styles never reach up into the components.
  restrictImports(["gatsby/**", "gatsby-config.ts", "gatsby-node.ts", "scripts/**", "src/site/**", "src/styles/**"], NO_COMPONENTS),
  // The content model sits below the build and the CMS, which both read it: it reads neither.
  restrictImports(["content-model/**"], NO_COMPONENTS, NO_GATSBY_HOOKS),
  // The CMS draws its previews with the site's own components, but never reaches into the build's hooks.
  restrictImports(["admin/**"], NO_GATSBY_HOOKS),
  // A UI part (ui/) is below every feature: what it shares with one lives in src/site/.
  restrictImports(["src/components/ui/**"], NO_FEATURES),
  // The browser's and the server's start-up call a feature through its one entry point, never into
  // the feature's own files: the contact feature's is visit-start.ts.
  restrictImports(["gatsby-browser.tsx", "gatsby-ssr.tsx"], {
    group: ["**/components/contact/**", "!**/components/contact/visit-start"],
    message: "Start the contact feature through src/components/contact/visit-start.ts, its one entry point.",
  }),
  { files: ["src/**/*.tsx", "admin/src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { files: ["**/*.{js,cjs}"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest } },
  },
)
