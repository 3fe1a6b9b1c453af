import { loadContent } from "../../content-model/load-content"
import type { ContentFile } from "../../content-model/content-files"
import { redirectsOf, type Redirect } from "../post-build/redirects"

interface DevRequest {
  method: string
  url: string
}
interface DevResponse {
  redirect(status: number, url: string): void
}
interface DevApp {
  use(handler: (request: DevRequest, response: DevResponse, next: () => void) => void): void
}

const withoutSlash = (route: string) => route.replace(/(.)\/$/, "$1")

/**
 * Where develop sends an address, as Netlify's _redirects does after a build (301): an old address
 * of content/redirects.yaml or of a page whose slug changed, with or without its last slash, its
 * query kept. Undefined for any other address.
 */
export function oldAddressTarget(url: string, redirects: readonly Redirect[]): string | undefined {
  const [route, query] = url.split(/\?(.*)/s)
  const redirect = redirects.find(({ from }) => withoutSlash(from) === withoutSlash(route))
  return redirect && `${redirect.to}${query ? `?${query}` : ""}`
}

/** A page's address, not a file nor develop's own tools: what may be an old address. */
const mayBeOldAddress = (url: string) => !url.startsWith("/__") && !/^\/(page-data|static|admin)\//.test(url) && !/\.\w+(\?|$)/.test(url)

/**
 * gatsby develop serves no _redirects (post-build writes it), so an old address an editor adds under
 * Old addresses would be its 404 page until deployed; this answers it as Netlify will, reading
 * content/ at each request so an address added while develop runs works at once. A list the
 * check refuses (an address that cannot be a line of _redirects) leads nowhere: the panel names it.
 */
export function redirectOldAddressesInDevelop(app: DevApp, files: () => readonly ContentFile[] = () => loadContent().files): void {
  app.use((request, response, next) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !mayBeOldAddress(request.url)) return next()
    let target: string | undefined
    try {
      target = oldAddressTarget(request.url, redirectsOf(files()))
    } catch {
      target = undefined
    }
    if (target) response.redirect(301, target)
    else next()
  })
}
