import React from "react"
import type { GatsbySSR } from "gatsby"
import { FONT_FACES } from "./src/styles/font-faces"

export { wrapRootElement, wrapPageElement } from "./src/components/layout/wrap-elements"

/**
 * Removes the no-js class as soon as the document starts parsing, so CSS can
 * show the menus' no-JavaScript fallbacks only when scripts really do not run.
 */
const MARK_JS_ENABLED = `document.documentElement.classList.remove("no-js")`

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", className: "no-js" })
  setHeadComponents([
    <script key="mark-js-enabled" dangerouslySetInnerHTML={{ __html: MARK_JS_ENABLED }} />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: FONT_FACES }} />,
  ])
}
