/**
 * What the site's components take from `gatsby`, for the CMS's preview, where
 * there is no Gatsby: a link is a plain link, and queries are not run (the
 * preview hands each section its data itself).
 */
import React from "react"
import { BUILD_INPUTS } from "./build-inputs"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export function Link({ to, ...rest }: LinkProps) {
  // The link's text comes in `rest` (children), as Gatsby's Link takes it.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a href={to} {...rest} />
}

export const graphql = () => null

/**
 * The one static query a previewed section runs is useSite's (the contact
 * section shows the agency's phones, e-mails and chat link): it gets
 * content/site.yaml as the CMS's bundle read it.
 */
export const useStaticQuery = () => ({ siteYaml: BUILD_INPUTS.site })

/** The preview's contact form never sends, so it never moves on to the thank-you page. */
export const navigate = () => undefined
