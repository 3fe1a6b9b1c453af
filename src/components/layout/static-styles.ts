import { compactCss } from "../../styles/compact-css"
import { DROPDOWN_STYLES } from "../ui/dropdown-styles"
import { HEADER_STYLES } from "./header-styles"

/**
 * The components' CSS that depends on nothing but the theme: the top bar's and its dropdowns'.
 * Written into every page's head by gatsby-ssr.tsx, after the page-wide styles, and into the CMS's
 * preview (admin/src/index.tsx). As styled-components it was carried in the JavaScript every page
 * loads up front, only to be matched to rules the server had already written.
 */
export const STATIC_COMPONENT_STYLES = compactCss(HEADER_STYLES + DROPDOWN_STYLES)
