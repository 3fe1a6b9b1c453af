import React from "react"
import { Link } from "gatsby"
import { allowedLink } from "../../../content/schema/link-targets"

type ContentLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A link as content/ writes it (a button's, a card's, a menu entry's, a logo's url). */
  to: string | null | undefined
  /** What shows in place of the link when there is none or the rule refuses it; the link's own content by default. */
  fallback?: React.ReactNode
}

/**
 * A link an editor wrote: a page of this site through Gatsby's Link, an https, mailto or tel
 * address as a plain link. Any other target (javascript:, data:, //host …) draws as `fallback`,
 * never as an href: the check refuses it, but `npm start` still draws content the check refused.
 */
export function ContentLink({ to, fallback, children, ...anchor }: ContentLinkProps) {
  const link = allowedLink(to)
  if (!link) return <>{fallback ?? children}</>
  if (link.leadsTo === "this site")
    return (
      <Link to={link.href} {...anchor}>
        {children}
      </Link>
    )
  return (
    <a href={link.href} {...anchor}>
      {children}
    </a>
  )
}
