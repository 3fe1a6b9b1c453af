/**
 * A link field: a list of every page of the site, so a link to a page that does not exist
 * cannot be picked; "Another site, e-mail, phone or section…" opens a box to type one. The file
 * keeps the link as text (`url`), as before. The list is the pages read from content/ when the CMS
 * was bundled (admin/build.ts) until the back end answers with those it holds now, asked through
 * the query Decap gives widgets (its relation widget's): a page added since then is a choice at
 * once, and an address a page no longer has is not.
 */
import React from "react"
import { COLLECTIONS, routeFor } from "../../content/schema/content-schema"
import { BUILD_INPUTS } from "./build-inputs"
import { isTypedLink, linkProblem } from "./link-choice"

/** The list's choice that opens the box to type a link. */
export const TYPE_A_LINK = "Another site, e-mail, phone or section…"

export type Query = (
  namespace: string,
  collection: string,
  searchFields: string[],
  term: string,
  file?: string,
  limit?: number,
) => Promise<{ payload: { hits?: Array<{ data?: { slug?: unknown } }> } }>

/**
 * Decap keeps a query's answer for ten seconds, keyed by its arguments (decap-cms-core 3.x,
 * actions/search.js `query`), so a menu opened a few seconds after a page was saved would be
 * given the list from before the save. A limit no query has had before makes it ask the back end
 * afresh; no collection comes near it.
 */
let queries = 0
const freshLimit = () => Number.MAX_SAFE_INTEGER - ++queries

/** The routes of one kind of page the back end holds; null when it cannot list them. */
async function routesOfKind(query: Query, forID: string, kind: (typeof COLLECTIONS)[number]): Promise<string[] | null> {
  try {
    const { hits } = (await query(forID, kind, ["slug"], "", undefined, freshLimit())).payload
    return hits ? hits.flatMap(({ data }) => (typeof data?.slug === "string" ? [routeFor(kind, data.slug)] : [])) : null
  } catch {
    return null
  }
}

/** The kind of page a route is of (/products/x/ is a product page's), for the bundle's list. */
const kindOfRoute = (route: string) =>
  COLLECTIONS.find((kind) => routeFor(kind, route.split("/").filter(Boolean).pop() ?? "home") === route)

/**
 * The pages as they are now: each kind's as the back end lists them (a slug changed or a page
 * deleted since the bundle is not offered), or the bundle's where a kind cannot be listed.
 */
async function currentRoutes(query: Query, forID: string): Promise<string[]> {
  const found = await Promise.all(COLLECTIONS.map((kind) => routesOfKind(query, forID, kind)))
  return COLLECTIONS.flatMap((kind, index) => found[index] ?? BUILD_INPUTS.routes.filter((route) => kindOfRoute(route) === kind))
}

/**
 * Asked once for all the link fields of the form opened (a page has many), again after a few
 * seconds, and after every save (admin/src/index.tsx calls forgetListedPages on Decap's postSave).
 */
let pagesNow: { asked: number; routes: Promise<string[]> } | undefined
function routesNow(query: Query, forID: string): Promise<string[]> {
  if (!pagesNow || Date.now() - pagesNow.asked > 5000) {
    const routes = currentRoutes(query, forID)
    pagesNow = { asked: Date.now(), routes }
  }
  return pagesNow.routes
}

/** A page was saved (perhaps a new one): the next link field asks the back end again. */
export function forgetListedPages(): void {
  pagesNow = undefined
}

interface Props {
  value?: string
  forID: string
  classNameWrapper: string
  parentIds?: string[]
  query: Query
  onChange(value: string): void
  setActiveStyle(): void
  setInactiveStyle(): void
}

export class LinkControl extends React.Component<Props, { typing: boolean; routes: string[] }> {
  state = { typing: isTypedLink(this.props.value ?? "", BUILD_INPUTS.routes), routes: BUILD_INPUTS.routes }

  componentDidMount() {
    void routesNow(this.props.query, this.props.forID).then((found) => this.setState({ routes: [...new Set(found)].sort() }))
  }

  /** Decap calls this before a save: a typed address of this site must be a page. */
  isValid = () => {
    const problem = linkProblem(this.props.value ?? "", this.state.routes)
    return problem ? { error: { type: "CUSTOM", parentIds: this.props.parentIds ?? [], message: `Link ${problem}.` } } : true
  }

  private choose = (choice: string) => {
    const typing = choice === TYPE_A_LINK
    this.setState({ typing })
    this.props.onChange(typing ? "" : choice)
  }

  render() {
    const { value = "", forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props
    const { typing, routes } = this.state
    const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle }
    return (
      <div>
        <select
          id={typing ? `${forID}-choice` : forID}
          aria-label="Page"
          className={classNameWrapper}
          value={typing ? TYPE_A_LINK : value}
          onChange={(event) => this.choose(event.target.value)}
          {...focus}
        >
          <option value="">Choose a page…</option>
          {routes.map((route) => (
            <option key={route} value={route}>
              {route}
            </option>
          ))}
          <option value={TYPE_A_LINK}>{TYPE_A_LINK}</option>
        </select>
        {typing && (
          <input
            id={forID}
            type="text"
            aria-label="Link"
            className={classNameWrapper}
            value={value}
            placeholder="https://…, mailto:…, tel:+… or /contact-us/#enquiry"
            onChange={(event) => onChange(event.target.value)}
            {...focus}
          />
        )}
      </div>
    )
  }
}
