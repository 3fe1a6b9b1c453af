import type { GatsbyNode } from "gatsby"
import { compileHintBanner } from "./compile-hints"
import { speedUpOn } from "../speed-ups"

/**
 * The browser build's two changes to Gatsby's webpack configuration:
 *
 * - V8's compile hint on the files a first visit runs (./compile-hints.ts).
 * - Code that several sections' files use (their frame, SectionShell; the cards, which the
 *   reasons are drawn with; the carousel) in a file of its own for each set of sections that
 *   share it, whatever its size: a page then fetches the code of the sections it has and of
 *   nothing else, and no file repeats another's code. Gatsby's own cache group for such
 *   code, `shared`, makes the file only when that code is 20 kB or more (webpack's minSize,
 *   measured before minifying); below that it copies the code into every section's file.
 *   Gatsby's `commons` group, which gathers code shared by two chunks or more into one file
 *   fetched by any of them (meant for code every page template uses; one template draws
 *   every page here), is switched off: it would make a page with a text section fetch the
 *   carousel's code. This leans on the names of two cache groups in Gatsby's configuration
 *   (Gatsby 5.16, gatsby/dist/utils/webpack.config.js); __tests__/built-site/code-per-page.test.ts
 *   fails if the site's code is bundled twice again, and __tests__/e2e/code-per-page.spec.ts
 *   if a page fetches another section's code.
 *
 * Each can be left out of a build (gatsby/speed-ups.ts: "compile-hints", "section-chunks").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    ...(speedUpOn("section-chunks") && { optimization: { splitChunks: { cacheGroups: { commons: false, shared: { minSize: 0 } } } } }),
    plugins: speedUpOn("compile-hints") ? [compileHintBanner(plugins)] : [],
  })
}
