import React from "react"
import type { GatsbySSR } from "gatsby"
import { withServerStylesSplit } from "./gatsby/ssr/server-styles"
import { speedUpOn } from "./gatsby/speed-ups"
import { SITE_ICON_LINKS } from "./gatsby/ssr/site-icons"
import { FONT_FACES } from "./src/styles/font-faces"
import { PAGE_WIDE_STYLES } from "./src/styles/page-wide-styles"
import { STATIC_COMPONENT_STYLES } from "./src/components/layout/static-styles"
import { NO_JS_CLASS } from "./src/browser/start-scripts-after-paint"

export { wrapRootElement, wrapPageElement } from "./src/components/layout/wrap-elements"

/**
 * Removes the no-js class as soon as the document starts parsing, so CSS can
 * show the menus' no-JavaScript fallbacks only when scripts really do not run (or
 * when the app's scripts fail to load: the loader puts the class back, src/browser/start-scripts-after-paint.ts).
 */
const MARK_JS_ENABLED = `document.documentElement.classList.remove("${NO_JS_CLASS}")`

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", className: NO_JS_CLASS })
  setHeadComponents([
    <script key="mark-js-enabled" dangerouslySetInnerHTML={{ __html: MARK_JS_ENABLED }} />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: FONT_FACES }} />,
    ...SITE_ICON_LINKS,
  ])
}

/**
 * The page-wide styles go first, then the components' static ones
 * (src/components/layout/static-styles.ts), so every component's rules come after them as
 * they did in one sheet; styled-components' server sheet is split so the browser
 * does not insert it all again (gatsby/ssr/server-styles.tsx). Gatsby's generator tag goes:
 * it tells a visitor nothing, an attacker the version, and costs the first round trip 48 bytes.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents().filter((node) => !isGeneratorTag(node))
  replaceHeadComponents([
    <style key="page-wide-styles" dangerouslySetInnerHTML={{ __html: PAGE_WIDE_STYLES }} />,
    <style key="static-component-styles" dangerouslySetInnerHTML={{ __html: STATIC_COMPONENT_STYLES }} />,
    ...(speedUpOn("server-styles-split") ? withServerStylesSplit(head) : head),
  ])
}

const isGeneratorTag = (node: React.ReactNode) =>
  React.isValidElement<{ name?: string }>(node) && node.type === "meta" && node.props.name === "generator"
