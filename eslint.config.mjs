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
  {
    // Layers read downwards: the build, scripts, the site-wide definitions and the styles never
    // reach up into the components; what both sides need lives in src/site/ or src/styles/.
    files: ["gatsby/**", "gatsby-config.ts", "gatsby-node.ts", "scripts/**", "src/site/**", "src/styles/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/components/**"],
              allowTypeImports: true,
              message: "Move what the build and the components share into src/site/ (or src/styles/), below both.",
            },
          ],
        },
      ],
    },
  },
  {
    // The browser's and the server's start-up call a feature through its one entry point, never
    // into the feature's own files: the contact feature's is visit-start.ts.
    files: ["gatsby-browser.tsx", "gatsby-ssr.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/components/contact/**", "!**/components/contact/visit-start"],
              message: "Start the contact feature through src/components/contact/visit-start.ts, its one entry point.",
            },
          ],
        },
      ],
    },
  },
  { files: ["src/**/*.tsx", "admin/src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { files: ["**/*.{js,cjs}"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest } },
  },
)
