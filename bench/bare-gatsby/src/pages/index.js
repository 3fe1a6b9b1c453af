import * as React from "react"

/** One `<h1>` and nothing else: the least a Gatsby 5 page can ship. */
const IndexPage = () => <h1>Bare Gatsby page</h1>

export default IndexPage

/**
 * A title and a description, so the anchor's SEO score measures the same things as
 * the site's; an empty icon stops the browser's /favicon.ico request, whose 404
 * would otherwise cost the anchor a best-practices point for a missing file.
 */
export const Head = () => (
  <>
    <title>Bare Gatsby page</title>
    <meta name="description" content="A bare Gatsby 5 page: the anchor the site's Lighthouse figures are compared with." />
    <link rel="icon" href="data:," />
  </>
)
