/**
 * The preview pane shows the entry as the page, at a phone's width or the pane's: the site's own section
 * components (each section type's, from src/components/sections/registry.tsx),
 * theme, page-wide styles and font, with styled-components writing
 * its rules into the preview's frame (StyleSheetManager's target) rather than
 * into the CMS's own document.
 */
import React, { useEffect, useState } from "react"
import styled, { StyleSheetManager, ThemeProvider } from "styled-components"
import type { PreviewTemplateComponentProps } from "decap-cms-core"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { SECTION_SCHEMAS, SECTION_TYPES, type SectionContent, type WordsContent } from "../../content/schema/content-schema"
import { iconDataUrl } from "../../gatsby/content/icon-svg"
import { sectionData, type SharedLists } from "../../gatsby/content/section-data"
import { Layout } from "../../src/components/layout/Layout"
import { SectionList } from "../../src/components/sections/SectionList"
import { theme } from "../../src/styles/theme"
import { PreviewWords } from "./preview-words"
import { problemLine, unreadableProblem, type Problem } from "./unreadable-file"

/** A picture the editor chose, in the shape gatsby-plugin-image gives the sections (one source, no resizing). */
function previewImage(url: string): { childImageSharp: { gatsbyImageData: IGatsbyImageData } } {
  return {
    childImageSharp: {
      gatsbyImageData: { layout: "constrained", width: 960, height: 640, images: { fallback: { src: url }, sources: [] } },
    },
  }
}

type PreviewProps = PreviewTemplateComponentProps & { document: Document }

/** The preview of a page, a service page or a product page; `lists` are the shared lists as the build read them. */
export function pagePreview(lists: SharedLists) {
  return function PagePreview({ entry, document, getAsset }: PreviewProps) {
    const sections = ((entry.getIn(["data", "sections"]) as { toJS(): SectionContent[] } | undefined)?.toJS() ?? []).filter(
      (section) => section?.type,
    )
    return (
      <PreviewFrame document={document}>
        <main>
          <SectionList
            sections={sections.map((section) => {
              const image = "image" in section && section.image ? previewImage(getAsset(section.image).toString()) : null
              return sectionData(section, lists, image as never, iconDataUrl)
            })}
          />
        </main>
      </PreviewFrame>
    )
  }
}

/** The edited words over the saved ones: a field the editor has emptied, or not reached yet, shows its saved words rather than nothing. */
export function wordsOver(saved: unknown, edited: unknown): unknown {
  if (typeof saved === "string") return typeof edited === "string" && edited !== "" ? edited : saved
  if (!saved || typeof saved !== "object") return saved
  const own = edited && typeof edited === "object" ? (edited as Record<string, unknown>) : {}
  return Object.fromEntries(Object.entries(saved).map(([name, value]) => [name, wordsOver(value, own[name])]))
}

/**
 * The sections that show words of content/words.yaml: the form and its contacts, and those that show a
 * shared list (the carousels' controls). Chosen by the schema, so that no section type is named here.
 */
const SECTIONS_WITH_WORDS = SECTION_TYPES.filter((type) => type === "contactForm" || SECTION_SCHEMAS[type].showsList).map((type) => ({
  type,
})) as SectionContent[]

/**
 * The preview of content/words.yaml: the frame of every page (top bar, strip, footer, floating buttons)
 * around the form and a carousel, in the words being written; `saved` are the words as the build read them.
 */
export function wordsPreview(lists: SharedLists, saved: WordsContent) {
  return function WordsPreview({ entry, document }: PreviewProps) {
    const edited = (entry.getIn(["data"]) as { toJS(): unknown } | undefined)?.toJS()
    return (
      <PreviewFrame document={document}>
        <PreviewWords.Provider value={wordsOver(saved, edited) as WordsContent}>
          <Layout pathname="/">
            <SectionList sections={SECTIONS_WITH_WORDS.map((section) => sectionData(section, lists, null, iconDataUrl))} />
          </Layout>
        </PreviewWords.Provider>
      </PreviewFrame>
    )
  }
}

/** A preview that, for a file the CMS cannot read, names the problem instead of drawing an empty page. */
export function unlessUnreadable(Preview: React.ComponentType<PreviewProps>) {
  return function PreviewOfReadableFile(props: PreviewProps) {
    const problem = unreadableProblem((props.entry.get("data") as { toJS(): unknown } | undefined)?.toJS())
    if (!problem) return <Preview {...props} />
    return (
      <PreviewFrame document={props.document}>
        <UnreadableFileNotice file={String(props.entry.get("path"))} problem={problem} />
      </PreviewFrame>
    )
  }
}

/** The widths the preview pane can show a page at: a phone's, or the whole pane. */
const PREVIEW_WIDTHS = { Phone: "390px", Desktop: "" } as const

/**
 * The site's theme and styles in the preview's frame, and a switch between a phone's width and the
 * pane's: it sizes the frame itself, so the page's media queries answer to the width shown.
 */
function PreviewFrame({ document, children }: { document: Document; children: React.ReactNode }) {
  const [width, setWidth] = useState<keyof typeof PREVIEW_WIDTHS>("Desktop")
  useEffect(() => {
    const frame = document.defaultView?.frameElement as HTMLElement | null | undefined
    if (!frame) return undefined
    frame.style.width = PREVIEW_WIDTHS[width]
    frame.style.margin = PREVIEW_WIDTHS[width] ? "0 auto" : ""
    return () => {
      frame.style.width = ""
      frame.style.margin = ""
    }
  }, [document, width])
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <WidthSwitch role="group" aria-label="Preview width">
          {(Object.keys(PREVIEW_WIDTHS) as (keyof typeof PREVIEW_WIDTHS)[]).map((choice) => (
            <button key={choice} type="button" aria-pressed={width === choice} onClick={() => setWidth(choice)}>
              {choice}
            </button>
          ))}
        </WidthSwitch>
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  )
}

const WidthSwitch = styled.div`
  position: sticky;
  top: 0;
  z-index: 1000;
  display: flex;
  justify-content: flex-end;
  gap: 0.25rem;
  padding: 0.25rem;
  background: ${theme.colors.surfaceAlt};

  button[aria-pressed="true"] {
    font-weight: 700;
    text-decoration: underline;
  }
`

/** Shown in the preview pane instead of the page. */
function UnreadableFileNotice({ file, problem }: { file: string; problem: Problem }) {
  return (
    <Notice role="alert">
      <h1>This file cannot be read</h1>
      <p>
        <code>{problemLine(file, problem)}</code>
      </p>
      <p>
        The form is empty because the content manager could not read the file, not because the page is. Saving is refused, so the file stays
        as it is. Mend it in a text editor (the line above says where), or bring back its last good version: on GitHub, the file&apos;s{" "}
        <em>History</em>; locally, <code>git checkout -- {file}</code>. Then open it here again.
      </p>
    </Notice>
  )
}

const Notice = styled.section`
  margin: 2rem auto;
  max-width: 40rem;
  padding: 1.5rem;
  border: 2px solid ${theme.colors.error};
  border-radius: 0.5rem;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  h1 {
    margin: 0 0 1rem;
    font-size: 1.5rem;
  }

  code {
    overflow-wrap: anywhere;
  }
`
