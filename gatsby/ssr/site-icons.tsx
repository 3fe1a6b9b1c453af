import fs from "fs"
import path from "path"
import React from "react"

/**
 * What a data: URL in an attribute cannot carry as it is: "%" and "#" (they mean something in a
 * URL), quotes and angle brackets (the attribute's and HTML's), backslashes, control characters
 * and what is not ASCII. The rest (spaces, "=", "/", ":") stays readable; encodeURIComponent
 * escaped them too, 83 brotli bytes more of every page's first round trip.
 */
const NOT_AS_IS_IN_DATA_URL = /[^ !$&'()*+,\-./0-9:;=?@A-Z[\]^_`a-z{|}~]/gu

/**
 * The SVG favicon (static/favicon.svg) as a data: URL, written into every
 * page's head. As a file it is one more request, which Chrome makes once the
 * page has loaded, often just before the first paint: Lighthouse's phone then
 * counts a whole round trip into the page's LCP. Inline it costs no request and
 * a few compressed bytes of HTML (figures: docs/performance.md).
 */
export const faviconDataUrl = (svg: string) => `data:image/svg+xml,${svg.trim().replace(NOT_AS_IS_IN_DATA_URL, encodeURIComponent)}`

const FAVICON_SVG = fs.readFileSync(path.resolve("static/favicon.svg"), "utf8")

/** The site's icons, the same on every page: the SVG one inline, PNGs for browsers without SVG icons and for home screens. */
export const SITE_ICON_LINKS = [
  <link key="icon-svg" rel="icon" href={faviconDataUrl(FAVICON_SVG)} type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
]
