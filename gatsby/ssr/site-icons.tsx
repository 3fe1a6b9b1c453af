import fs from "fs"
import path from "path"
import React from "react"

/**
 * The SVG favicon (static/favicon.svg) as a data: URL, written into every
 * page's head. As a file it is one more request, which Chrome makes once the
 * page has loaded, often just before the first paint: Lighthouse's phone then
 * counts a whole round trip into the page's LCP. Inline it costs no request and
 * a few compressed bytes of HTML (figures: docs/performance.md).
 */
export const faviconDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`

const FAVICON_SVG = fs.readFileSync(path.resolve("static/favicon.svg"), "utf8")

/** The site's icons, the same on every page: the SVG one inline, PNGs for browsers without SVG icons and for home screens. */
export const SITE_ICON_LINKS = [
  <link key="icon-svg" rel="icon" href={faviconDataUrl(FAVICON_SVG)} type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
]
