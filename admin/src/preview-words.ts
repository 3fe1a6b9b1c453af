import { createContext } from "react"
import type { WordsContent } from "../../content/schema/content-schema"

/** The words the preview of content/words.yaml shows as the editor writes them; elsewhere none, and the saved words show (gatsby-shim.tsx). */
export const PreviewWords = createContext<WordsContent | null>(null)
