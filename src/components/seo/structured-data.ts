import type { useSite } from "../../hooks/use-site"
import { LOGO_PATH } from "../../site/site-images"

/**
 * schema.org JSON-LD for search engines, built as plain objects from the same
 * content the page shows; Seo renders them through JsonLd.
 */
export type JsonLdNode = { "@type": string; "@id"?: string } & Record<string, unknown>

type Site = ReturnType<typeof useSite>
type Section = Pick<Queries.SectionFieldsFragment, "type" | "faqs">
export type FaqEntry = Pick<Queries.Question, "question" | "answer">
export interface Crumb {
  name: string
  /** An absolute URL of a page that exists. */
  url: string
}

export const absoluteUrl = (pathname: string, siteUrl: string): string => new URL(pathname, siteUrl).href

/** The Organization's id: Service pages point at it as their provider rather than repeating it. */
export const organizationId = (siteUrl: string): string => `${absoluteUrl("/", siteUrl)}#organization`

/** The agency itself, on every page: who it is, how to reach it, where else it is. */
export function organization(site: Site): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": organizationId(site.siteUrl),
    name: site.brand,
    url: absoluteUrl("/", site.siteUrl),
    logo: absoluteUrl(LOGO_PATH, site.siteUrl),
    description: site.description,
    contactPoint: [
      ...site.phones.map((phone) => ({ "@type": "ContactPoint", telephone: phone.dial, contactType: "customer service" })),
      ...site.emails.map((email) => ({ "@type": "ContactPoint", email, contactType: "customer service" })),
    ],
    sameAs: site.social.map((link) => link.url),
  }
}

/** A service page: the service the agency provides, named and described as the page is. */
export function service(page: { name: string; description: string; url: string }, siteUrl: string): JsonLdNode {
  return {
    "@type": "Service",
    "@id": `${page.url}#service`,
    name: page.name,
    description: page.description,
    url: page.url,
    provider: { "@id": organizationId(siteUrl) },
  }
}

/** The questions a page shows, in the order it shows them (only faq sections render their faqs). */
export function visibleFaqs(sections: readonly Section[]): FaqEntry[] {
  return sections.flatMap((section) => (section.type === "faq" ? (section.faqs ?? []) : []))
}

/** A page's frequently asked questions; null when it shows none. */
export function faqPage(faqs: readonly FaqEntry[], url: string): JsonLdNode | null {
  if (faqs.length === 0) return null
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    mainEntity: faqs.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  }
}

/** The trail from the home page to this one, every step a link to a page that exists. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/** One JSON-LD document holding every node of a page. */
export function jsonLdGraph(nodes: ReadonlyArray<JsonLdNode | null>): { "@context": string; "@graph": JsonLdNode[] } {
  return { "@context": "https://schema.org", "@graph": nodes.filter((node): node is JsonLdNode => node !== null) }
}
