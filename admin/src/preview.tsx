/**
 * The preview pane shows the entry as the page, at a phone's width or a desktop's: the site's own
 * layout and section components (each section type's, from src/components/sections/registry.tsx),
 * theme, page-wide styles and font, with styled-components writing its rules into the preview's
 * frame (StyleSheetManager's target) rather than into the CMS's own document. The site-wide files
 * (brand, phones, menus, words, shared lists) are those the CMS has now (site-wide-content.ts).
 */
import React, { useEffect, useState } from "react"
import styled, { StyleSheetManager, ThemeProvider } from "styled-components"
import type { CmsConfig, PreviewTemplateComponentProps } from "decap-cms-core"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import {
  routeFor,
  SECTION_SCHEMAS,
  SECTION_TYPES,
  TESTIMONIAL_PAGE_KINDS,
  type Collection,
  type SectionContent,
} from "../../content/schema/content-schema"
import { iconDataUrl } from "../../content-model/icon-svg"
import type { SectionSources } from "../../content-model/load-content"
import { sectionData, type PictureOf } from "../../content-model/section-data"
import { Layout } from "../../src/components/layout/Layout"
import { SectionList } from "../../src/components/sections/SectionList"
import { PageOfSectionContext } from "../../src/components/sections/page-of-section"
import { theme } from "../../src/styles/theme"
import { PreviewContent } from "./preview-content"
import { frameFit, PREVIEW_WIDTHS, type PreviewWidth } from "./preview-width"
import { useListedPages, type ListCollection } from "./listed-pages"
import { useSiteWideContent, type GetCollection } from "./site-wide-content"
import { problemLine, unreadableProblem, type Problem } from "./unreadable-file"

/** A picture the editor chose (an upload not yet saved, or a file the back end has), in the shape gatsby-plugin-image gives the sections (one source, no resizing). */
const previewPicture =
  (getAsset: PreviewProps["getAsset"]): PictureOf =>
  (file) => ({
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width: 960,
        height: 640,
        images: { fallback: { src: getAsset(file).toString() }, sources: [] },
      } as IGatsbyImageData,
    },
  })

type PreviewProps = Omit<PreviewTemplateComponentProps, "getCollection"> & { document: Document; getCollection?: GetCollection }

/** What every preview draws with besides its entry: where the CMS keeps the site-wide files, and the bundle's copy of them. */
export interface PreviewSources {
  config: Pick<CmsConfig, "collections">
  bundled: SectionSources
}

/** The page's address, for the top bar's current entry; the home page's until the entry has a slug. */
function pathnameOf(collection: PreviewProps["collection"] | undefined, entry: PreviewProps["entry"]): string {
  const kind = collection?.get("name") as Collection | undefined
  const slug = entry.getIn(["data", "slug"])
  return kind && typeof slug === "string" && slug ? routeFor(kind, slug) : "/"
}

/** The preview of a page of any kind (a page, a service or product page, a case study), in the frame of every page (top bar, footer, floating buttons). */
export function pagePreview({ config, bundled }: PreviewSources) {
  return function PagePreview({ entry, collection, document, getAsset, getCollection }: PreviewProps) {
    const content = useSiteWideContent(config, getCollection, bundled)
    const pages = useListedPages(getCollection as ListCollection | undefined)
    const sections = ((entry.getIn(["data", "sections"]) as { toJS(): SectionContent[] } | undefined)?.toJS() ?? []).filter(
      (section) => section?.type,
    )
    const pathname = pathnameOf(collection, entry)
    const hasOwnTestimonials = (TESTIMONIAL_PAGE_KINDS as readonly unknown[]).includes(collection?.get("name"))
    return (
      <PreviewFrame document={document}>
        <PreviewContent.Provider value={content}>
          <Layout pathname={pathname}>
            {/* The page as the template gives it to its sections: a case study's testimonials are its own, as on the site. */}
            <PageOfSectionContext.Provider value={{ route: pathname, hasOwnTestimonials }}>
              <SectionList
                sections={sections.map((section) =>
                  sectionData(section, content.sharedLists, previewPicture(getAsset), iconDataUrl, pages),
                )}
              />
            </PageOfSectionContext.Provider>
          </Layout>
        </PreviewContent.Provider>
      </PreviewFrame>
    )
  }
}

/**
 * The edited values over the saved ones: a field the editor has emptied, or not reached yet, shows its
 * saved value rather than nothing (which some parts of the page could not draw); a list shows the
 * edited entries, each over the saved one in its place.
 */
export function editedOver(saved: unknown, edited: unknown): unknown {
  if (edited === undefined || edited === null || edited === "") return saved
  if (Array.isArray(edited)) {
    return edited.length === 0 ? saved : edited.map((item, index) => editedOver(Array.isArray(saved) ? saved[index] : undefined, item))
  }
  if (typeof edited !== "object") return edited
  const own = saved && typeof saved === "object" && !Array.isArray(saved) ? (saved as Record<string, unknown>) : {}
  const names = new Set([...Object.keys(own), ...Object.keys(edited)])
  return Object.fromEntries([...names].map((name) => [name, editedOver(own[name], (edited as Record<string, unknown>)[name])]))
}

/**
 * The sections that show site-wide files besides the frame: the form and its contacts, and those that
 * show a shared list (the carousels' controls). Chosen by the schema, so that no section type is named here.
 */
const SECTIONS_WITH_SITE_WIDE_CONTENT = SECTION_TYPES.filter((type) => type === "contactForm" || SECTION_SCHEMAS[type].showsList).map(
  (type) => ({ type }),
) as SectionContent[]

/**
 * The preview of a site-wide file (content/site.yaml, content/words.yaml: `file`): the frame of every
 * page (top bar, strip, footer, floating buttons) around the form and a carousel, with that file as it
 * is being written, over the file as the CMS has it saved.
 */
export function siteWidePreview(file: "site" | "words", { config, bundled }: PreviewSources) {
  return function SiteWidePreview({ entry, document, getCollection }: PreviewProps) {
    const content = useSiteWideContent(config, getCollection, bundled)
    const edited = (entry.getIn(["data"]) as { toJS(): unknown } | undefined)?.toJS()
    const shown = { ...content, [file]: editedOver(content[file], edited) } as SectionSources
    return (
      <PreviewFrame document={document}>
        <PreviewContent.Provider value={shown}>
          <Layout pathname="/">
            <SectionList
              sections={SECTIONS_WITH_SITE_WIDE_CONTENT.map((section) => sectionData(section, shown.sharedLists, undefined, iconDataUrl))}
            />
          </Layout>
        </PreviewContent.Provider>
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

/**
 * The site's theme and styles in the preview's frame, and a switch between a phone's width and a
 * desktop's: it sizes the frame itself, so the page's media queries answer to the width shown; a
 * desktop wider than the pane is scaled down to fit it, as a whole.
 */
function PreviewFrame({ document, children }: { document: Document; children: React.ReactNode }) {
  const [width, setWidth] = useState<PreviewWidth>("Desktop")
  const [scale, setScale] = useState(1)
  useEffect(() => {
    const frame = document.defaultView?.frameElement as HTMLElement | null | undefined
    const pane = frame?.parentElement
    if (!frame || !pane) return undefined
    const fit = () => {
      const shown = frameFit(PREVIEW_WIDTHS[width], { width: pane.clientWidth, height: pane.clientHeight })
      // Out of the flow: a frame wider than the pane, even scaled down, would otherwise widen Decap's split pane.
      Object.assign(frame.style, {
        position: "absolute",
        top: "0",
        left: `${shown.left}px`,
        width: `${shown.width}px`,
        height: `${shown.height}px`,
        transform: shown.scale < 1 ? `scale(${shown.scale})` : "",
        transformOrigin: "top left",
      })
      setScale(shown.scale)
    }
    fit()
    const resized = new ResizeObserver(fit)
    resized.observe(pane)
    return () => {
      resized.disconnect()
      for (const property of ["position", "top", "left", "width", "height", "transform", "transformOrigin"] as const)
        frame.style[property] = ""
    }
  }, [document, width])
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        {/* At its own size however the page is scaled. */}
        <WidthSwitch role="group" aria-label="Preview width" style={{ zoom: 1 / scale }}>
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((choice) => (
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

/** Over the page's bottom left corner: the top bar is the page's own, and Decap's eye and scroll buttons sit on the pane's top right. */
const WidthSwitch = styled.div`
  position: fixed;
  left: 0.5rem;
  bottom: 0.5rem;
  z-index: 1000;
  display: flex;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: 0.375rem;
  background: ${theme.colors.surfaceAlt};
  box-shadow: 0 1px 4px rgb(0 0 0 / 30%);

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
