import React from "react"
import { useNavigation } from "../../hooks/use-navigation"
import { useSite } from "../../hooks/use-site"
import { theme } from "../../styles/theme"
import { JsonLd } from "./JsonLd"
import { OG_IMAGE } from "../../site/site-images"
import {
  absoluteUrl,
  breadcrumbList,
  breadcrumbTrail,
  describedNode,
  faqPage,
  jsonLdGraph,
  organization,
  visibleFaqs,
  type Describes,
  type FaqEntry,
  type TrailPage,
} from "./structured-data"

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
  /** What the page describes besides itself (its kind's `describes`): a Service the agency provides, an Article. */
  describes?: Describes | null
  /** The day an article was published (YYYY-MM-DD). */
  published?: string | null
  /** The routes of the service and product pages an article is about (a case study's `proves`). */
  about?: readonly string[] | null
  /** The pages that are steps of the breadcrumb trail where they are a folder of this page's route (/case-studies/). */
  trailPages?: readonly TrailPage[]
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
export function Seo({
  topic,
  description,
  keywords,
  pathname,
  noindex,
  faqs = [],
  describes,
  published,
  about,
  trailPages = [],
  children,
}: SeoProps) {
  const site = useSite()
  const navigation = useNavigation()
  const title = pageTitle(topic, site.brand)
  const summary = description || site.description
  // ContentPageHead names the not-found page by its route wherever it is shown.
  const notFound = pathname === NOT_FOUND_ROUTE
  const canonical = notFound ? undefined : absoluteUrl(pathname, site.siteUrl)
  const home = absoluteUrl("/", site.siteUrl)
  const image = absoluteUrl(OG_IMAGE.path(pathname), site.siteUrl)
  const imageAlt = OG_IMAGE.alt(title)
  // The menus name the pages they lead to: the name of the home page's step, and of each page an article is about.
  const menuLinks = [...navigation.quickLinks, ...navigation.main, ...navigation.services, ...navigation.products]
  const menuTitle = (route: string) => menuLinks.find((link) => link.url === route)?.title
  const homeName = menuTitle("/") ?? site.brand
  const isArticle = describes === "Article"
  const structuredData = jsonLdGraph([
    organization(site),
    canonical
      ? describedNode(
          describes,
          {
            name: topic,
            description: summary,
            url: canonical,
            image,
            datePublished: published,
            about: (about ?? []).map((route) => ({ url: absoluteUrl(route, site.siteUrl), name: menuTitle(route) })),
          },
          site.siteUrl,
        )
      : null,
    canonical ? faqPage(faqs, canonical) : null,
    !canonical || canonical === home
      ? null
      : breadcrumbList(breadcrumbTrail({ route: pathname, name: topic }, { name: homeName }, trailPages, site.siteUrl)),
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
  /** An article's (a case study's) day of publication and the routes of the pages it is about. */
  published?: string | null
  proves?: readonly string[] | null
}

/** The head of a page built from content/ (of any kind): its SEO, with the FAQs it shows and what its kind says it describes. */
export function ContentPageHead({
  page,
  pathname,
  describes,
  trailPages,
}: {
  page: ContentPageSeoFields | null | undefined
  pathname: string
  describes?: Describes | null
  trailPages?: readonly TrailPage[]
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
      describes={describes}
      published={page.published}
      about={page.proves}
      trailPages={trailPages}
    />
  )
}
