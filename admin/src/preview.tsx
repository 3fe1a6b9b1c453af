/**
 * The preview pane shows the entry as the page: the site's own section
 * components (each section type's, from src/components/sections/registry.tsx),
 * theme, page-wide styles and font, with styled-components writing
 * its rules into the preview's frame (StyleSheetManager's target) rather than
 * into the CMS's own document.
 */
import React from "react"
import { StyleSheetManager, ThemeProvider } from "styled-components"
import type { PreviewTemplateComponentProps } from "decap-cms-core"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { SectionContent } from "../../content/schema/content-schema"
import { iconDataUrl } from "../../gatsby/content/icon-svg"
import { sectionData, type SharedLists } from "../../gatsby/content/section-data"
import { SectionList } from "../../src/components/sections/SectionList"
import { theme } from "../../src/styles/theme"

/** A picture the editor chose, in the shape gatsby-plugin-image gives the sections (one source, no resizing). */
function previewImage(url: string): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } {
  return {
    childImageSharp: {
      gatsbyImageData: { layout: "constrained", width: 960, height: 640, images: { fallback: { src: url }, sources: [] } },
    },
  }
}

/** The preview of a page, a service page or a product page; `lists` are the shared lists as the build read them. */
export function pagePreview(lists: SharedLists) {
  return function PagePreview({ entry, document, getAsset }: PreviewTemplateComponentProps & { document: Document }) {
    const sections = ((entry.getIn(["data", "sections"]) as { toJS(): SectionContent[] } | undefined)?.toJS() ?? []).filter(
      (section) => section?.type,
    )
    return (
      <StyleSheetManager target={document.head}>
        <ThemeProvider theme={theme}>
          <main>
            <SectionList
              sections={sections.map((section) => {
                const image = "image" in section && section.image ? previewImage(getAsset(section.image).toString()) : null
                return sectionData(section, lists, image as never, iconDataUrl)
              })}
            />
          </main>
        </ThemeProvider>
      </StyleSheetManager>
    )
  }
}
