import React from "react"
import { useSite } from "../../hooks/use-site"

export interface SeoProps {
  /** The page's topic; the title becomes "{topic} - {brand}". */
  topic: string
  description?: string | null
  keywords?: readonly string[] | null
  /** The route, e.g. /about-us/; the canonical URL is the site URL plus this. */
  pathname: string
  noindex?: boolean | null
  children?: React.ReactNode
}

export const pageTitle = (topic: string, brand: string): string => `${topic} - ${brand}`

/** Everything in a page's <head>; use it only from a page's `export const Head`. */
export function Seo({ topic, description, keywords, pathname, noindex, children }: SeoProps) {
  const site = useSite()
  const title = pageTitle(topic, site.brand)
  const summary = description || site.description
  const canonical = new URL(pathname, site.siteUrl).href
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={(keywords?.length ? keywords : site.keywords).join(", ")} />
      <meta name="author" content={site.author} />
      <meta name="robots" content={noindex ? "noindex, follow" : "index, follow"} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#1d4ed8" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      {children}
    </>
  )
}
