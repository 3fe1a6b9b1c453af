/**
 * What the site's components take from `gatsby`, for the CMS's preview, where
 * there is no Gatsby: a link is a plain link, and queries are not run (the
 * preview hands each section its data itself).
 */
import React, { useContext } from "react"
import { BUILD_INPUTS } from "./build-inputs"
import { PreviewContent } from "./preview-content"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export function Link({ to, ...rest }: LinkProps) {
  // The link's text comes in `rest` (children), as Gatsby's Link takes it.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a href={to} {...rest} />
}

export const graphql = () => null

/**
 * The static queries a previewed section or the layout runs are useSite's (the contact section shows the agency's
 * phones, e-mails and chat link), useNavigation's and useWords': they get content/site.yaml, the menus and
 * content/words.yaml as the CMS has them now (the preview's PreviewContent), or as the bundle read them
 * until the CMS has answered.
 */
export const useStaticQuery = () => {
  const content = useContext(PreviewContent) ?? BUILD_INPUTS
  return { siteYaml: content.site, navigationYaml: content.navigation, wordsYaml: content.words }
}

/** The preview's contact form never sends, so it never moves on to the thank-you page. */
export const navigate = () => undefined
