import path from "path"
import type { GatsbyNode } from "gatsby"
import { compileHintBanner } from "./compile-hints"
import { speedUpOn } from "../speed-ups"

/** The files of styled-components' own build, whose `import "stylis"` goes to STYLIS_WITHOUT_PREFIXER. */
export const STYLED_COMPONENTS_BUILD = /[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]/

export const STYLIS_WITHOUT_PREFIXER = path.resolve("src/browser/stylis-without-prefixer.ts")

/**
 * The browser build's changes to Gatsby's webpack configuration:
 *
 * - V8's compile hint on the files a first visit runs (./compile-hints.ts).
 * - Code that several sections' files use (the cards, which the reasons are drawn with; the
 *   carousel; their frame, SectionShell, comes with the page's own code instead) in a file of
 *   its own for each set of sections that share it, whatever its size: a page then fetches the
 *   code of the sections it has and of nothing else, and no file repeats another's code.
 *   Gatsby's own cache group for such code, `shared`, makes the file only when that code is
 *   20 kB or more (webpack's minSize, measured before minifying); below that it copies the
 *   code into every section's file.
 *   Gatsby's `commons` group, which gathers code shared by two chunks or more into one file
 *   fetched by any of them (meant for code every page template uses; one template draws
 *   every page here), is switched off: it would make a page with a text section fetch the
 *   carousel's code. This leans on the names of two cache groups in Gatsby's configuration
 *   (Gatsby 5.16, gatsby/dist/utils/webpack.config.js); __tests__/built-site/code-per-page.test.ts
 *   fails if the site's code is bundled twice again, and __tests__/e2e/code-per-page.spec.ts
 *   if a page fetches another section's code.
 *
 * - styled-components' stylis without its vendor prefixer (src/browser/stylis-without-prefixer.ts),
 *   by a resolve rule for the files of styled-components' own build only. This leans on
 *   styled-components 6 using stylis' prefixer only for `enableVendorPrefixes`, and on the
 *   names it imports from stylis (styled-components 6.6.0, pinned `~6.6.0`);
 *   __tests__/built-site/code-per-page.test.ts fails if the prefixer is in the browser's code
 *   again, and the browser tests if the page's styles differ from the server's.
 *
 * - Source maps without the comment that points browsers at them: they stay beside the files
 *   (the built-site tests read them; DevTools can load one by hand), and no visitor downloads
 *   the comment in each of a page's scripts (about 45 bytes each).
 *
 * The first three can be left out of a build (gatsby/speed-ups.ts: "compile-hints",
 * "section-chunks", "no-vendor-prefixer").
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    devtool: "hidden-source-map",
    ...(speedUpOn("section-chunks") && { optimization: { splitChunks: { cacheGroups: { commons: false, shared: { minSize: 0 } } } } }),
    plugins: speedUpOn("compile-hints") ? [compileHintBanner(plugins)] : [],
    ...(speedUpOn("no-vendor-prefixer") && {
      module: { rules: [{ test: STYLED_COMPONENTS_BUILD, resolve: { alias: { stylis$: STYLIS_WITHOUT_PREFIXER } } }] },
    }),
  })
}
