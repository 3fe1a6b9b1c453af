/**
 * stylis as styled-components uses it in the browser, without its vendor prefixer: about 1 KB of
 * every page's compressed JavaScript. styled-components 6 adds vendor prefixes only where a
 * StyleSheetManager sets `enableVendorPrefixes`, which this site never does (its server CSS has
 * none either). The browser build points styled-components' `stylis` here
 * (gatsby/node/webpack-config.ts; "no-vendor-prefixer" in gatsby/speed-ups.ts). Should that
 * setting ever be turned on, the page stops with this message rather than drawing other CSS
 * than the server's.
 */
export { compile, middleware, RULESET, rulesheet, serialize, stringify } from "stylis"

export function prefixer(): never {
  throw new Error(
    "styled-components was asked for vendor prefixes, which the browser build leaves out: drop no-vendor-prefixer (gatsby/speed-ups.ts, docs/internals.md)",
  )
}
