/**
 * What the site's components take from `gatsby`, for the CMS's preview, where
 * there is no Gatsby: a link is a plain link, and queries are not run (the
 * preview hands each section its data itself).
 */
import React, { useContext } from "react"
import { BUILD_INPUTS } from "./build-inputs"
import { PreviewWords } from "./preview-words"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export function Link({ to, ...rest }: LinkProps) {
  // The link's text comes in `rest` (children), as Gatsby's Link takes it.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a href={to} {...rest} />
}

export const graphql = () => null

/**
 * The static queries a previewed section or the layout runs are useSite's (the contact section shows the agency's
 * phones, e-mails and chat link), useNavigation's and useWords': they get content/site.yaml and the menus as the CMS's bundle read them,
 * and content/words.yaml as the editor is writing it in its own preview, as the bundle read it elsewhere.
 */
export const useStaticQuery = () => ({
  siteYaml: BUILD_INPUTS.site,
  navigationYaml: BUILD_INPUTS.navigation,
  wordsYaml: useContext(PreviewWords) ?? BUILD_INPUTS.words,
})

/** The preview's contact form never sends, so it never moves on to the thank-you page. */
export const navigate = () => undefined
