/**
 * What the site's components take from `gatsby`, for the CMS's preview, where
 * there is no Gatsby: a link is a plain link, and queries are not run (the
 * preview hands each section its data itself).
 */
import React from "react"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export function Link({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />
}

export const graphql = () => null

/** The preview's contact form never sends, so it never moves on to the thank-you page. */
export const navigate = () => undefined
