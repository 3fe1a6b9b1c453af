/**
 * A link field: a list of every page of the site by its title and address, grouped by kind, so a
 * link to a page that does not exist cannot be picked; "Another site, e-mail, phone or section…" opens a box to type one. The file
 * keeps the link as text (`url`), as before. The list is the pages read from content/ when the CMS
 * was bundled (admin/build.ts) until the back end answers with those it holds now, asked through
 * the query Decap gives widgets (its relation widget's): a page added since then is a choice at
 * once, and an address a page no longer has is not. As the build's check (content-rules.ts), a
 * field whose schema names kinds of page (`linksTo`) offers only those kinds' pages, and a page
 * that is not built (a draft, a list with nothing published) is offered only in a draft page.
 */
import React from "react"
import { COLLECTIONS, PAGE_KINDS, routeFor, type Collection } from "../../content/schema/content-schema"
import { titleOf, unbuiltRoutes, type ContentFile } from "../../content-model/content-files"
import { BUILD_INPUTS } from "./build-inputs"
import { DRAFT_NAMED_MARK, isTypedLink, linkProblem, UNBUILT_MARK } from "./link-choice"

/** The list's choice that opens the box to type a link. */
export const TYPE_A_LINK = "Another site, e-mail, phone or section…"

export type Query = (
  namespace: string,
  collection: string,
  searchFields: string[],
  term: string,
  file?: string,
  limit?: number,
) => Promise<{ payload: { hits?: Array<{ data?: { slug?: unknown; title?: unknown; draft?: unknown } }> } }>

/**
 * Decap keeps a query's answer for ten seconds, keyed by its arguments (decap-cms-core 3.x,
 * actions/search.js `query`), so a menu opened a few seconds after a page was saved would be
 * given the list from before the save. A limit no query has had before makes it ask the back end
 * afresh; no collection comes near it.
 */
let queries = 0
const freshLimit = () => Number.MAX_SAFE_INTEGER - ++queries

/**
 * A page a link may lead to: its address, its title (what the editor knows it by; its address
 * where it has none yet), its kind, and whether the site has it (not a draft, not an empty list).
 */
export interface LinkTarget {
  route: string
  title: string
  kind: Collection
  built: boolean
}

/** A page's file as the build's check reads it, from its kind and data: enough to tell what is built and what it is called. */
const fileOf = (kind: Collection, data: { slug: string; title?: unknown; draft?: unknown }): ContentFile => ({
  file: `content/${kind}/${data.slug}.yaml`,
  data,
})

/** The pages of one kind the back end holds; null when it cannot list them. */
async function pagesOfKind(query: Query, forID: string, kind: Collection): Promise<ContentFile[] | null> {
  try {
    const { hits } = (await query(forID, kind, ["slug"], "", undefined, freshLimit())).payload
    return hits
      ? hits.flatMap(({ data }) =>
          typeof data?.slug === "string" ? [fileOf(kind, { slug: data.slug, title: data.title, draft: data.draft })] : [],
        )
      : null
  } catch {
    return null
  }
}

/** The kind of page a route is of (/products/x/ is a product page's), for the bundle's list. */
const kindOfRoute = (route: string) => COLLECTIONS.find((kind) => routeFor(kind, slugOfRoute(route)) === route)
const slugOfRoute = (route: string) => route.split("/").filter(Boolean).pop() ?? "home"

/** A kind's pages as the bundle read them, each a draft where it was not built then. */
const bundledPagesOfKind = (kind: Collection): ContentFile[] =>
  BUILD_INPUTS.routes
    .filter((route) => kindOfRoute(route) === kind)
    .map((route) =>
      fileOf(kind, { slug: slugOfRoute(route), title: BUILD_INPUTS.titles[route], draft: BUILD_INPUTS.unbuilt.includes(route) }),
    )

/** What may be linked to among these pages, in the build's check's terms (content-rules.ts' unbuiltRoutes). */
export function linkTargets(files: readonly ContentFile[]): LinkTarget[] {
  const unbuilt = unbuiltRoutes(files)
  return files.map((file) => {
    const kind = file.file.split("/")[1] as Collection
    const route = routeFor(kind, (file.data as { slug: string }).slug)
    return { route, title: titleOf(file.data) ?? route, kind, built: !unbuilt.has(route) }
  })
}

/**
 * The pages as they are now: each kind's as the back end lists them (a slug changed or a page
 * deleted since the bundle is not offered), or the bundle's where a kind cannot be listed.
 */
async function currentTargets(query: Query, forID: string): Promise<LinkTarget[]> {
  const found = await Promise.all(COLLECTIONS.map((kind) => pagesOfKind(query, forID, kind)))
  return linkTargets(COLLECTIONS.flatMap((kind, index) => found[index] ?? bundledPagesOfKind(kind)))
}

/**
 * The pages a link field offers: its kinds' pages (`linksTo`), those not built only in a draft
 * page, which the site does not build either; one per address, in the kinds' order, by title.
 */
export function offeredTargets(targets: readonly LinkTarget[], linksTo: "page" | readonly string[], inDraft: boolean): LinkTarget[] {
  const byRoute = new Map(
    targets
      .filter(({ kind, built }) => (linksTo === "page" || linksTo.includes(kind)) && (built || inDraft))
      .map((target) => [target.route, target]),
  )
  return [...byRoute.values()].sort(
    (a, b) => COLLECTIONS.indexOf(a.kind) - COLLECTIONS.indexOf(b.kind) || a.title.localeCompare(b.title) || a.route.localeCompare(b.route),
  )
}

/** The choices grouped under their kind's name (Product pages), as the list shows them. */
const byKind = (targets: readonly LinkTarget[]) =>
  COLLECTIONS.map((kind) => ({ kind, targets: targets.filter((target) => target.kind === kind) })).filter(
    ({ targets }) => targets.length > 0,
  )

/**
 * Asked once for all the link fields of the form opened (a page has many), again after a few
 * seconds, and after every save (admin/src/index.tsx calls forgetListedPages on Decap's postSave).
 */
let pagesNow: { asked: number; targets: Promise<LinkTarget[]> } | undefined
function targetsNow(query: Query, forID: string): Promise<LinkTarget[]> {
  if (!pagesNow || Date.now() - pagesNow.asked > 5000) {
    const targets = currentTargets(query, forID)
    pagesNow = { asked: Date.now(), targets }
  }
  return pagesNow.targets
}

/** The pages the bundle knew of, until the back end answers. */
const BUNDLED_TARGETS = linkTargets(COLLECTIONS.flatMap(bundledPagesOfKind))

/** A page was saved (perhaps a new one): the next link field asks the back end again. */
export function forgetListedPages(): void {
  pagesNow = undefined
}

/**
 * A choice as the list shows it: the page's title and address; a page not built says so, where a
 * published page may not pick it, or only that it is a draft, in a field that may name one.
 */
export const choiceLabel = ({ title, route, built }: LinkTarget, namesDrafts = false): string =>
  [title === route ? route : `${title} — ${route}`, ...(built ? [] : [namesDrafts ? DRAFT_NAMED_MARK : UNBUILT_MARK])].join(" ")

/** A value Decap hands a widget: an Immutable structure, or, in a test, plain. */
type Held<T> = T | { toJS(): T }
const plain = <T,>(value: Held<T> | undefined): T | undefined =>
  value && typeof value === "object" && "toJS" in value ? value.toJS() : (value as T | undefined)

interface Props {
  value?: string
  forID: string
  /** The field's configuration (admin/src/fields.ts): `linksTo`, the kinds of page it may lead to. */
  field?: { get(key: "linksTo"): Held<"page" | readonly string[]> | undefined; get(key: "namesDrafts"): boolean | undefined }
  /** The entry being edited: a draft page may link to pages that are not built. */
  entry?: { getIn(path: ["data", "draft"]): unknown }
  /** Its collection: a kind of page, or the shared lists, whose entries each have their own draft tick. */
  collection?: { get(key: "name"): unknown }
  classNameWrapper: string
  parentIds?: string[]
  query: Query
  onChange(value: string): void
  setActiveStyle(): void
  setInactiveStyle(): void
}

export class LinkControl extends React.Component<Props, { typing: boolean; targets: LinkTarget[] }> {
  state = { typing: isTypedLink(this.props.value ?? "", this.offered(BUNDLED_TARGETS)), targets: BUNDLED_TARGETS }

  componentDidMount() {
    // A link the bundle did not know as a page's (one added since) shows as the page picked, once the back end has it.
    void targetsNow(this.props.query, this.props.forID).then((targets) =>
      this.setState(({ typing }) => ({
        targets,
        typing: this.props.value ? isTypedLink(this.props.value, this.offered(targets)) : typing,
      })),
    )
  }

  /**
   * The pages this field offers among `targets`. In a shared list each entry has its own draft tick,
   * which a field cannot see: its pages not built are offered too, marked (a draft testimonial may
   * lead to a draft study), and the build's check says whether its entry may have one.
   */
  /** Whether the field only names a page, never leading to it (a testimonial's study): it may name a draft. */
  private get namesDrafts(): boolean {
    return this.props.field?.get("namesDrafts") === true
  }

  private offeredPages(targets: readonly LinkTarget[]): LinkTarget[] {
    const linksTo = plain(this.props.field?.get("linksTo")) ?? "page"
    const inList = !(COLLECTIONS as readonly unknown[]).includes(this.props.collection?.get("name"))
    return offeredTargets(targets, linksTo, this.namesDrafts || inList || this.props.entry?.getIn(["data", "draft"]) === true)
  }

  private offered(targets: readonly LinkTarget[]): string[] {
    return this.offeredPages(targets).map(({ route }) => route)
  }

  /** Decap calls this before a save: a typed address of this site must be a page. */
  isValid = () => {
    const problem = linkProblem(this.props.value ?? "", this.offered(this.state.targets))
    return problem ? { error: { type: "CUSTOM", parentIds: this.props.parentIds ?? [], message: `Link ${problem}.` } } : true
  }

  private choose = (choice: string) => {
    const typing = choice === TYPE_A_LINK
    this.setState({ typing })
    this.props.onChange(typing ? "" : choice)
  }

  render() {
    const { value = "", forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props
    const { typing } = this.state
    const pages = this.offeredPages(this.state.targets)
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
          {byKind(pages).map(({ kind, targets }) => (
            <optgroup key={kind} label={PAGE_KINDS[kind].label}>
              {targets.map((target) => (
                <option key={target.route} value={target.route}>
                  {choiceLabel(target, this.namesDrafts)}
                </option>
              ))}
            </optgroup>
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
