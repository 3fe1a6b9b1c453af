import React from "react"
import { useNavigation } from "../../hooks/use-navigation"
import { useSite } from "../../hooks/use-site"
import { theme } from "../../styles/theme"
import { JsonLd } from "./JsonLd"
import { OG_IMAGE } from "../../site/site-images"
import { absoluteUrl, breadcrumbList, faqPage, jsonLdGraph, organization, service, visibleFaqs, type FaqEntry } from "./structured-data"

export interface SeoProps {
  /** The page's topic; the title becomes "{topic} - {brand}". */
  topic: string
  description?: string | null
  keywords?: readonly string[] | null
  /** The route, e.g. /about-us/; the canonical URL is the site URL plus this. */
  pathname: string
  noindex?: boolean | null
  /** The questions the page shows, in order; they become its FAQPage. */
  faqs?: readonly FaqEntry[]
  /** A service page: the page also describes a Service the agency provides. */
  isService?: boolean
  children?: React.ReactNode
}

export const pageTitle = (topic: string, brand: string): string => `${topic} - ${brand}`

/**
 * The not-found page (content/pages/404.yaml), built at /404/ and served as /404.html at any address
 * that does not exist, where in the browser its location is that address: it names no address of its
 * own (no canonical URL, link-preview URL or breadcrumb) and is never indexed.
 */
const NOT_FOUND_SLUG = "404"
const NOT_FOUND_ROUTE = `/${NOT_FOUND_SLUG}/`

/** Everything in a page's <head>; use it only from a page's `export const Head`. */
export function Seo({ topic, description, keywords, pathname, noindex, faqs = [], isService, children }: SeoProps) {
  const site = useSite()
  const { quickLinks } = useNavigation()
  const title = pageTitle(topic, site.brand)
  const summary = description || site.description
  // ContentPageHead names the not-found page by its route wherever it is shown.
  const notFound = pathname === NOT_FOUND_ROUTE
  const canonical = notFound ? undefined : absoluteUrl(pathname, site.siteUrl)
  const home = absoluteUrl("/", site.siteUrl)
  const image = absoluteUrl(OG_IMAGE.path(pathname), site.siteUrl)
  const imageAlt = OG_IMAGE.alt(title)
  // There are no /service/ or /products/ index pages, so the trail is home, then the page.
  const homeName = quickLinks.find((link) => link.url === "/")?.title ?? site.brand
  const structuredData = jsonLdGraph([
    organization(site),
    isService && canonical ? service({ name: topic, description: summary, url: canonical }, site.siteUrl) : null,
    canonical ? faqPage(faqs, canonical) : null,
    !canonical || canonical === home
      ? null
      : breadcrumbList([
          { name: homeName, url: home },
          { name: topic, url: canonical },
        ]),
  ])
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={(keywords?.length ? keywords : site.keywords).join(", ")} />
      <meta name="author" content={site.author} />
      <meta name="robots" content={noindex || notFound ? "noindex, follow" : "index, follow"} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta name="theme-color" content={theme.colors.primary} />
      <meta property="og:type" content="website" />
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
      <JsonLd data={structuredData} />
      {children}
    </>
  )
}

/** What a content page's YAML gives its head: the fields every page template queries. */
export interface ContentPageSeoFields {
  slug: string
  title: string
  description?: string | null
  keywords?: readonly string[] | null
  noindex?: boolean | null
  sections: Parameters<typeof visibleFaqs>[0]
}

/** The head of a page built from content/ (pages, services, products): its SEO, with the FAQs it shows. */
export function ContentPageHead({
  page,
  pathname,
  isService,
}: {
  page: ContentPageSeoFields | null | undefined
  pathname: string
  isService?: boolean
}) {
  if (!page) return null
  return (
    <Seo
      topic={page.title}
      description={page.description}
      keywords={page.keywords}
      pathname={page.slug === NOT_FOUND_SLUG ? NOT_FOUND_ROUTE : pathname}
      noindex={page.noindex}
      faqs={visibleFaqs(page.sections)}
      isService={isService}
    />
  )
}
