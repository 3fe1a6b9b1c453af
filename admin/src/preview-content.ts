import { createContext } from "react"
import type { SectionSources } from "../../content-model/load-content"

/**
 * The site-wide files a preview draws with (content/site.yaml, navigation.yaml, words.yaml and the
 * shared lists) as the CMS has them now, and, in their own previews, as the editor is writing them;
 * outside a preview none, and the bundle's copy shows (gatsby-shim.tsx).
 */
export const PreviewContent = createContext<SectionSources | null>(null)
