/**
 * @jest-environment node
 *
 * An old address added under Old addresses (content/redirects.yaml), or left by a slug change,
 * leads on under gatsby develop as Netlify's _redirects will after a deploy.
 */
import type { ContentFile } from "../../content-model/content-files"
import { redirectOldAddressesInDevelop } from "../../gatsby/node/redirect-old-addresses-in-develop"

const service = { file: "content/services/web-development.yaml", data: { slug: "websites", title: "Websites" } }
const redirects = { file: "content/redirects.yaml", data: { redirects: [{ from: "/old-services/", to: "/service/websites/" }] } }

/** What develop answers to a request through the middleware: a redirect, or on to its own pages. */
function request(url: string, files: ContentFile[], method = "GET") {
  let handler: Parameters<Parameters<typeof redirectOldAddressesInDevelop>[0]["use"]>[0] | undefined
  redirectOldAddressesInDevelop({ use: (added) => (handler = added) }, () => files)
  const answer: { redirect?: [number, string]; next: boolean } = { next: false }
  handler!({ method, url }, { redirect: (status, to) => (answer.redirect = [status, to]) }, () => (answer.next = true))
  return answer
}

describe("old addresses under gatsby develop", () => {
  it("lead on for good to their page, with or without the last slash, the query kept", () => {
    expect(request("/old-services/", [service, redirects]).redirect).toEqual([301, "/service/websites/"])
    expect(request("/old-services?ref=mail", [service, redirects]).redirect).toEqual([301, "/service/websites/?ref=mail"])
  })

  it("include a page's address from before its slug changed", () => {
    expect(request("/service/web-development/", [service, redirects]).redirect).toEqual([301, "/service/websites/"])
  })

  it("take an address added while develop runs at once", () => {
    const files: ContentFile[] = [service]
    expect(request("/old-services/", files).next).toBe(true)
    files.push(redirects)
    expect(request("/old-services/", files).redirect).toEqual([301, "/service/websites/"])
  })

  it("leave every other address, develop's files and a form's post to develop", () => {
    for (const url of ["/service/websites/", "/page-data/old-services/page-data.json", "/old-services/app.js", "/__content-problems"])
      expect(request(url, [service, redirects])).toEqual({ next: true })
    expect(request("/old-services/", [service, redirects], "POST")).toEqual({ next: true })
  })
})
