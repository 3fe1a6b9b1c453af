import type { GatsbyNode } from "gatsby"
import {
  COLLECTIONS,
  MENUS,
  PAGE_KINDS,
  type PageKind,
  type PROVABLE_KINDS,
  routeFor,
  SECTION_SCHEMAS,
  SHARED_LISTS,
  wordAt,
  type Collection,
  type NavigationContent,
  type SectionType,
  type SectionUse,
  type SharedList,
  type WordsContent,
} from "../../content/schema/content-schema"
import {
  contentTypes,
  LISTED_PAGES_FIELD,
  LIST_PAGE_FIELD,
  PAGE_ROUTE_FIELD,
  COUNTS_UNDER_FIELD,
  SECTION_TYPE_NAME,
} from "../../content-model/graphql-types"
import { readSectionSources } from "../../content-model/load-content"
import { drawIcon } from "../../content-model/drawn-icons"
import { shownEntriesWithIds, publishedPages, sharedListShownBy } from "../../content-model/section-data"
import { yamlNodeType } from "../../content-model/yaml-type-name"
import { publishIconFile } from "./icon-files"
import { withEveryPageInItsMenu } from "../../content-model/menus"
import { pagesCountedUnder, type PageWithSections } from "../../content-model/proven-services"

/**
 * The content types, declared rather than inferred, so that the generated TypeScript types
 * (Queries.*) are exact and an empty optional field does not silently drop out of the schema.
 * They are made from the content schema (content/schema/) by
 * ../content/graphql-types.ts, after the check (./stop-build-on-content-problems.ts) has held every
 * file to that schema.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypes().typeDefs)
}

interface ResolverContext {
  nodeModel: {
    findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>
    findOne: (args: { type: string; query?: { filter: object } }) => Promise<unknown>
  }
}

/**
 * A section that shows a shared list gets that list as a field, so the list travels only with the
 * pages that show it. The list is read as the CMS preview reads it (readSectionSources); the list's
 * nodes are asked for too, which is how gatsby develop knows to run the page's query again when the
 * list's file changes. Its entries' icons are drawn by their own types' resolvers (below).
 */
const sharedListField = (list: SharedList) => ({
  type: `[${yamlNodeType(list)}!]`,
  resolve: async (section: { type: string }, _args: unknown, context: ResolverContext) => {
    if (sharedListShownBy(section.type) !== list) return null
    await context.nodeModel.findAll({ type: yamlNodeType(list) })
    return shownEntriesWithIds(list, readSectionSources().sharedLists[list])
  },
})

/** A section whose type lists a kind of page (`showsPages`) gets that kind's published pages. */
const listedPagesField = {
  type: `[ContentPage!]`,
  resolve: async (section: { type: string }, _args: unknown, context: ResolverContext) => {
    const kind = (SECTION_SCHEMAS[section.type as SectionType] as SectionUse | undefined)?.showsPages
    if (!kind) return null
    const { entries } = await context.nodeModel.findAll({ type: yamlNodeType(kind) })
    return publishedPages(entries as Iterable<{ slug: string }>)
  },
}

/** The pages a page that proves others counts under (content-model/proven-services.ts), from the service and product pages. */
async function countsUnderOf(page: { proves?: readonly string[] | null }, _args: unknown, context: ResolverContext) {
  if (!page.proves) return null
  const pagesOf = async (kind: (typeof PROVABLE_KINDS)[number]) =>
    [...(await context.nodeModel.findAll({ type: yamlNodeType(kind) })).entries] as PageWithSections[]
  return pagesCountedUnder(page.proves, { services: await pagesOf("services"), products: await pagesOf("products") })
}

/**
 * The list page of a kind's pages (its `listedOn`) with the top bar's words for it (its
 * `menuLabel`), found through the node model so that gatsby develop asks again when either changes;
 * null where the kind has none, or its list page is missing.
 */
const listPageField = (kind: Collection) => ({
  type: "ListPage",
  resolve: async (_page: unknown, _args: unknown, context: ResolverContext) => {
    const { listedOn, menuLabel } = PAGE_KINDS[kind] as PageKind
    if (!listedOn) return null
    const list = (await context.nodeModel.findOne({ type: yamlNodeType("pages"), query: { filter: { slug: { eq: listedOn } } } })) as {
      title: string
    } | null
    if (!list) return null
    const words = menuLabel ? ((await context.nodeModel.findOne({ type: yamlNodeType("words") })) as WordsContent | null) : null
    return { title: list.title, route: routeFor("pages", listedOn), menuLabel: words && menuLabel ? wordAt(words, menuLabel) : null }
  },
})

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const resolvers: Record<string, Record<string, unknown>> = {
    [SECTION_TYPE_NAME]: {
      ...Object.fromEntries(SHARED_LISTS.map((list) => [list, sharedListField(list)])),
      [LISTED_PAGES_FIELD]: listedPagesField,
    },
  }
  // The Services and Products menus with every published page of their kind: one the CMS has not
  // added yet (its entry is a commit of its own after the page's) joins the end of its menu.
  resolvers[yamlNodeType("navigation")] = Object.fromEntries(
    MENUS.filter((menu): menu is (typeof MENUS)[number] & Collection => (COLLECTIONS as readonly string[]).includes(menu)).map((menu) => [
      menu,
      {
        resolve: async (navigation: NavigationContent, _args: unknown, context: ResolverContext) => {
          const { entries } = await context.nodeModel.findAll({ type: yamlNodeType(menu) })
          const pages = [...(entries as Iterable<{ slug: string; title: string; draft?: boolean | null }>)].map((page) => ({
            file: `content/${menu}/${page.slug}.yaml`,
            data: page,
          }))
          return withEveryPageInItsMenu(navigation, pages)[menu]
        },
      },
    ]),
  )
  // Each page's address, from its kind and slug; a case study's services, from the pages it proves; its kind's list page.
  for (const kind of COLLECTIONS as Collection[]) {
    resolvers[yamlNodeType(kind)] = {
      [PAGE_ROUTE_FIELD]: { type: "String!", resolve: (page: { slug: string }) => routeFor(kind, page.slug) },
      [COUNTS_UNDER_FIELD]: { type: "[String!]", resolve: countsUnderOf },
      [LIST_PAGE_FIELD]: listPageField(kind),
    }
  }
  // An icon's drawn field beside it: its SVG, or the address of its picture file, written into public/icons/ when asked for.
  for (const { typeName, field, icon } of contentTypes().drawnIcons) {
    resolvers[typeName] = {
      ...resolvers[typeName],
      [field]: { type: "String", resolve: (source: { icon?: string | null }) => drawIcon(source.icon, icon, publishIconFile) },
    }
  }
  createResolvers(resolvers)
}
