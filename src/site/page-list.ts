/**
 * What gatsby/node/create-pages.ts tells a page of a kind that has a list page (content/schema's
 * PAGE_KINDS `listedOn`, the case studies' /case-studies/): that list page's address. The top bar's
 * entry for the list stands for the section the visitor is in, on the list and on each of its pages.
 */
export interface PageContextWithListPage {
  listedOn?: string | null
}

/**
 * The aria-current a menu entry leading to `url` takes on the page at `pathname`: "page" on that
 * page itself, "true" on a page its list holds (the section the visitor is in), none elsewhere.
 */
export function currentIn(url: string, pathname: string, listedOn: string | null | undefined): "page" | "true" | undefined {
  if (url === pathname) return "page"
  return listedOn && url === listedOn ? "true" : undefined
}
