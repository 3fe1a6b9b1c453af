import React from "react"
import { useSite } from "../../hooks/use-site"
import { theme } from "../../styles/theme"
import { JsonLd } from "./JsonLd"
import { OG_IMAGE, previewPicture, type PreviewPicture, type PreviewSource } from "../../site/site-images"
import { absoluteUrl, NOT_FOUND_SLUG, type Describes, type JsonLdGraph } from "../../site/structured-data"

export interface SeoProps {
  /** The page's topic; the title becomes "{topic} - {brand}". */
  topic: string
  description?: string | null
  keywords?: readonly string[] | null
  /** The route, e.g. /about-us/; the canonical URL is the site URL plus this. */
  pathname: string
  noindex?: boolean | null
  /** What the page describes besides itself (its kind's `describes`): an Article is shared as one. */
  describes?: Describes | null
  /** The day an article was published (YYYY-MM-DD). */
  published?: string | null
  /** Its JSON-LD, made at build time (src/site/structured-data.ts pageStructuredData, in the page's context). */
  structuredData?: JsonLdGraph | null
  /** What its link preview shows beside the title (previewPicture), which the preview's alt says. */
  preview?: PreviewPicture<unknown> | null
  children?: React.ReactNode
}

export const pageTitle = (topic: string, brand: string): string => `${topic} - ${brand}`

/**
 * The not-found page (content/pages/404.yaml), built at /404/ and served as /404.html at any address
 * that does not exist, where in the browser its location is that address: it names no address of its
 * own (no canonical URL, link-preview URL or breadcrumb) and is never indexed.
 */
const NOT_FOUND_ROUTE = `/${NOT_FOUND_SLUG}/`

/** Everything in a page's <head>; use it only from a page's `export const Head`. */
export function Seo({
  topic,
  description,
  keywords,
  pathname,
  noindex,
  describes,
  published,
  structuredData,
  preview,
  children,
}: SeoProps) {
  const site = useSite()
  const title = pageTitle(topic, site.brand)
  const summary = description || site.description
  // ContentPageHead names the not-found page by its route wherever it is shown.
  const notFound = pathname === NOT_FOUND_ROUTE
  const canonical = notFound ? undefined : absoluteUrl(pathname, site.siteUrl)
  const image = absoluteUrl(OG_IMAGE.path(pathname), site.siteUrl)
  const imageAlt = OG_IMAGE.alt(title, preview)
  const isArticle = describes === "Article"
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={(keywords?.length ? keywords : site.keywords).join(", ")} />
      <meta name="author" content={site.author} />
      <meta name="robots" content={noindex || notFound ? "noindex, follow" : "index, follow"} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta name="theme-color" content={theme.colors.primary} />
      <meta property="og:type" content={isArticle ? "article" : "website"} />
      {isArticle && published && <meta property="article:published_time" content={published} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={OG_IMAGE.type} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {structuredData && <JsonLd data={structuredData} />}
      {children}
    </>
  )
}

/** What a content page's YAML gives its head: the fields every page template queries, and the pictures its preview may show. */
export interface ContentPageSeoFields extends PreviewSource<unknown> {
  slug: string
  title: string
  description?: string | null
  keywords?: readonly string[] | null
  noindex?: boolean | null
  /** An article's (a case study's) day of publication. */
  published?: string | null
}

/** The head of a page built from content/ (of any kind): its SEO, what its kind says it describes, and its structured data made at build time. */
export function ContentPageHead({
  page,
  pathname,
  describes,
  structuredData,
}: {
  page: ContentPageSeoFields | null | undefined
  pathname: string
  describes?: Describes | null
  structuredData?: JsonLdGraph | null
}) {
  if (!page) return null
  return (
    <Seo
      topic={page.title}
      description={page.description}
      keywords={page.keywords}
      pathname={page.slug === NOT_FOUND_SLUG ? NOT_FOUND_ROUTE : pathname}
      noindex={page.noindex}
      describes={describes}
      published={page.published}
      structuredData={structuredData}
      preview={previewPicture(page)}
    />
  )
}
