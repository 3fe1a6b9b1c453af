import type { GatsbyNode } from "gatsby"
import { compileHintBanner } from "./compile-hints"

/**
 * The browser build's two changes to Gatsby's webpack configuration:
 *
 * - V8's compile hint on the files a first visit runs (./compile-hints.ts).
 * - One `commons` file for the code every template uses and the sections share
 *   (SectionShell, the head, the hero), whatever its size. Gatsby's own cache group of
 *   that name makes the file only when that code is 20 kB or more (webpack's minSize,
 *   measured before minifying); below that it copies the code into every template's file
 *   and every section's, so each page kind and each section downloads it again. This
 *   leans on the name of a cache group in Gatsby's configuration (Gatsby 5.16,
 *   gatsby/dist/utils/webpack.config.js); __tests__/built-site/code-per-page.test.ts
 *   fails if the site's code is bundled twice again.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    optimization: { splitChunks: { cacheGroups: { commons: { minSize: 0 } } } },
    plugins: [compileHintBanner(plugins)],
  })
}
