/**
 * The content's GraphQL types, made from the content schema (content/schema/)
 * rather than written beside it: a field added to the schema is a field of GraphQL, and of the
 * sections' fragment, with nothing else to edit. Pure, for gatsby/node/schema.ts, the fragment
 * writer (npm run schema, and every build) and the tests.
 *
 * - Each file or folder of content/ is a node type (gatsby-transformer-yaml's names: SiteYaml,
 *   ProductsYaml, IndustriesYaml …), declared with @dontInfer and @childOf so that nothing
 *   undeclared creeps in, and nothing declared drops out while no file has it.
 * - Every kind of page implements ContentPage, which one page template queries.
 * - A page's sections are one type, Section, with every field of every section type (only `type`
 *   is required), and a field per shared list, filled for the section type that shows it.
 * - An object within is a type named after its schema's title ("Menu entry" -> MenuEntry).
 * - A picture is a File, found from the YAML file's path to it; an icon gets beside it the field
 *   its drawing needs: `svg` (drawn into the page) or `iconSrc` (a picture file's address).
 */
import {
  COLLECTIONS,
  NavigationSchema,
  PAGE_SCHEMAS,
  RedirectsSchema,
  SECTION_SCHEMAS,
  SECTION_TYPES,
  SHARED_LIST_SCHEMAS,
  SHARED_LISTS,
  SiteSchema,
  WordsSchema,
} from "../content/schema/content-schema"
import { drawnIconField, type JsonSchema } from "./drawn-icons"
import { parse, print } from "graphql"
import { LISTED_PAGES_FIELD } from "./section-data"
import { pascal, yamlNodeType } from "./yaml-type-name"

/** The name every kind of page's node type implements, and the one page template queries. */
export const CONTENT_PAGE_INTERFACE = "ContentPage"
/** A page's address, a field of every kind of page. */
export const PAGE_ROUTE_FIELD = "route"
/** The pages a case study counts under, those it proves and their services (./proven-services.ts); null on a page that proves nothing. */
export const COUNTS_UNDER_FIELD = "countsUnder"
/**
 * The list page of a page's kind (content/schema's PAGE_KINDS `listedOn`): its title and route,
 * and the top bar's words for it (`menuLabel`); null on a page of a kind with no list page.
 * gatsby/node/schema.ts resolves it, so the template and the top bar ask for it without naming a kind.
 */
export const LIST_PAGE_FIELD = "listPage"
const LIST_PAGE_TYPE = "ListPage"
export const SECTION_TYPE_NAME = "Section"

const isImage = (schema: JsonSchema) => schema.type === "string" && schema.picture === true

export { LISTED_PAGES_FIELD }

interface Field {
  name: string
  type: string
  directive?: string
}

/** An icon field of a GraphQL type, and how its drawing is made (for the drawn field's resolver). */
export interface DrawnIcon {
  typeName: string
  field: "svg" | "iconSrc"
  icon: JsonSchema
}

/** The types found while walking the schemas, by name; the same schema object twice is one type. */
class TypeSet {
  readonly definitions = new Map<string, string>()
  readonly drawnIcons: DrawnIcon[] = []
  private readonly named = new Map<JsonSchema, string>()

  objectType(schema: JsonSchema, name = pascal(schema.title ?? "")): string {
    const known = this.named.get(schema)
    if (known) return known
    if (!name)
      throw new Error(`An object of the content schema has no title to name its GraphQL type: ${JSON.stringify(schema).slice(0, 80)}`)
    this.named.set(schema, name)
    this.define(name, `type ${name}`, this.fields(schema), schema)
    return name
  }

  define(name: string, head: string, fields: Field[], schema?: JsonSchema) {
    const icon = schema?.properties?.icon
    if (icon && !this.definitions.has(name)) this.drawnIcons.push({ typeName: name, field: drawnIconField(icon.drawnAs), icon })
    const body = fields.map(({ name: field, type, directive }) => `  ${field}: ${type}${directive ? ` ${directive}` : ""}`).join("\n")
    const definition = `${head} {\n${body}\n}`
    const existing = this.definitions.get(name)
    if (existing && existing !== definition) throw new Error(`Two parts of the content schema make the GraphQL type ${name} differently`)
    this.definitions.set(name, definition)
  }

  /** The fields of an object schema, an icon's drawn field after it. */
  fields(schema: JsonSchema, requiredOverride?: (name: string) => boolean): Field[] {
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const required = requiredOverride ? requiredOverride(name) : (schema.required ?? []).includes(name)
      const directive = isImage(property)
        ? "@fileByRelativePath"
        : property.calendarDate
          ? '@dateformat(formatString: "YYYY-MM-DD")'
          : undefined
      const field: Field = { name, type: this.typeOf(property, required), ...(directive ? { directive } : {}) }
      return name === "icon" ? [field, { name: drawnIconField(property.drawnAs), type: "String" }] : [field]
    })
  }

  typeOf(schema: JsonSchema, required: boolean): string {
    const bang = required ? "!" : ""
    if (schema.type === "array" && schema.items) return `[${this.typeOf(schema.items, true)}]${bang}`
    if (schema.oneOf) return `${this.sectionType(schema)}${bang}`
    if (schema.type === "object") return `${this.objectType(schema)}${bang}`
    if (isImage(schema)) return `File${bang}`
    // js-yaml reads an unquoted day as a timestamp: a Date, given back as the day it names.
    if (schema.calendarDate) return `Date${bang}`
    if (schema.type === "string") return `String${bang}`
    if (schema.type === "boolean") return `Boolean${bang}`
    throw new Error(`No GraphQL type for ${JSON.stringify(schema).slice(0, 80)}`)
  }

  /** Every field of every section type, `type` alone required, and each shared list, by name. */
  sectionType(_sections: JsonSchema): string {
    if (this.definitions.has(SECTION_TYPE_NAME)) return SECTION_TYPE_NAME
    const byName = new Map<string, Field>()
    for (const type of SECTION_TYPES) {
      for (const field of this.fields(SECTION_SCHEMAS[type] as JsonSchema, (name) => name === "type")) {
        const seen = byName.get(field.name)
        if (seen && seen.type !== field.type) {
          throw new Error(`Section field "${field.name}" is ${seen.type} in one section type and ${field.type} in another`)
        }
        byName.set(field.name, field)
      }
    }
    for (const list of SHARED_LISTS) byName.set(list, { name: list, type: `[${yamlNodeType(list)}!]` })
    byName.set(LISTED_PAGES_FIELD, { name: LISTED_PAGES_FIELD, type: `[${CONTENT_PAGE_INTERFACE}!]` })
    this.define(SECTION_TYPE_NAME, `type ${SECTION_TYPE_NAME}`, [...byName.values()])
    return SECTION_TYPE_NAME
  }
}

/**
 * How every node type made from a YAML file is declared. Nothing is inferred from the content: not
 * its fields (@dontInfer), nor File's fields of its children (@childOf), which Gatsby otherwise adds
 * only while a node of the type exists. An edit in content/ (an emptied list, a first old address)
 * then leaves the schema, and the types Gatsby writes into src/gatsby-types.d.ts, as they were.
 */
const YAML_NODE_DIRECTIVES = `@childOf(types: ["File"]) @dontInfer`

/**
 * The site's address, which gatsby-config.ts puts in siteMetadata from site.yaml (for the sitemap).
 * Gatsby declares SiteSiteMetadata without it and infers it while it is there: develop starts
 * without it when site.yaml is broken.
 */
const SITE_METADATA = `type SiteSiteMetadata {\n  siteUrl: String\n}`

/** The type definitions gatsby/node/schema.ts gives Gatsby, and the icon fields its resolvers draw. */
export function contentTypes(): { typeDefs: string; drawnIcons: DrawnIcon[] } {
  const types = new TypeSet()
  const node = (name: string, schema: JsonSchema, implementing = "Node") =>
    types.define(name, `type ${name} implements ${implementing} ${YAML_NODE_DIRECTIVES}`, types.fields(schema), schema)
  node(yamlNodeType("site"), SiteSchema as JsonSchema)
  node(yamlNodeType("navigation"), NavigationSchema as JsonSchema)
  node(yamlNodeType("redirects"), RedirectsSchema as JsonSchema)
  node(yamlNodeType("words"), WordsSchema as JsonSchema)
  for (const list of SHARED_LISTS) node(yamlNodeType(list), (SHARED_LIST_SCHEMAS[list] as JsonSchema).items!)
  // Every kind of page has the fields of every kind (one template queries them through the interface).
  const pageFields = new Map<string, Field>()
  for (const kind of COLLECTIONS) {
    // A field only some kinds have (a case study's client) is optional on the others.
    const inEveryKind = (name: string) => COLLECTIONS.every((other) => (PAGE_SCHEMAS[other] as JsonSchema).properties?.[name])
    for (const field of types.fields(PAGE_SCHEMAS[kind] as JsonSchema)) {
      pageFields.set(field.name, inEveryKind(field.name) ? field : { ...field, type: field.type.replace(/!$/, "") })
    }
  }
  // Each page's address, made from its kind and slug (gatsby/node/schema.ts resolves it), for lists of pages.
  pageFields.set(PAGE_ROUTE_FIELD, { name: PAGE_ROUTE_FIELD, type: "String!" })
  pageFields.set(COUNTS_UNDER_FIELD, { name: COUNTS_UNDER_FIELD, type: "[String!]" })
  types.define(LIST_PAGE_TYPE, `type ${LIST_PAGE_TYPE}`, [
    { name: "title", type: "String!" },
    { name: PAGE_ROUTE_FIELD, type: "String!" },
    { name: "menuLabel", type: "String" },
  ])
  pageFields.set(LIST_PAGE_FIELD, { name: LIST_PAGE_FIELD, type: LIST_PAGE_TYPE })
  for (const kind of COLLECTIONS)
    types.define(yamlNodeType(kind), `type ${yamlNodeType(kind)} implements Node & ${CONTENT_PAGE_INTERFACE} ${YAML_NODE_DIRECTIVES}`, [
      ...pageFields.values(),
    ])
  types.define(CONTENT_PAGE_INTERFACE, `interface ${CONTENT_PAGE_INTERFACE} implements Node`, [
    { name: "id", type: "ID!" },
    ...pageFields.values(),
  ])
  return { typeDefs: [...types.definitions.values(), SITE_METADATA].join("\n\n") + "\n", drawnIcons: types.drawnIcons }
}

export const contentTypeDefs = (): string => contentTypes().typeDefs

/** The name of the node type of each kind of page, as the page template's query sees it. */
export const pageNodeTypes = (): Record<string, string> => Object.fromEntries(COLLECTIONS.map((kind) => [yamlNodeType(kind), kind]))

/** What a picture field asks of gatsby-plugin-image: one size for every picture a section shows. */
const IMAGE_SELECTION = "childImageSharp { gatsbyImageData(width: 960, placeholder: NONE, formats: [AUTO, WEBP, AVIF]) }"

/**
 * The selection of every field of a type, as the components read them: an icon's drawn field in
 * place of its name, a picture's processed image, a shared list's entries with their ids.
 */
function selection(typeName: string, definitions: Map<string, string>): string {
  const definition = definitions.get(typeName)
  if (!definition) throw new Error(`No GraphQL type ${typeName}`)
  const fields = [...definition.matchAll(/^ {2}(\w+): \[?(\w+)/gm)].map(([, name, type]) => ({ name, type }))
  const drawn = fields.some(({ name }) => name === "svg" || name === "iconSrc")
  return (
    fields
      .filter(({ name }) => !(drawn && name === "icon"))
      // A listed page brings what its card shows, not its own sections (nor their lists of pages) nor its list's.
      .filter(({ name }) => !(typeName === CONTENT_PAGE_INTERFACE && (name === "sections" || name === LIST_PAGE_FIELD)))
      .map(({ name, type }) => {
        if (type === "File") return `${name} { ${IMAGE_SELECTION} }`
        if (!definitions.has(type)) return name
        const inner = selection(type, definitions)
        const node = /implements Node/.test(definitions.get(type)!) && !/^ {2}id:/m.test(definitions.get(type)!)
        return `${name} { ${node ? `id ${inner}` : inner} }`
      })
      .join(" ")
  )
}

/** Where the sections' fragment is written: in src/, where Gatsby finds the queries it runs. */
export const SECTION_FIELDS_FILE = "src/components/sections/section-fields.ts"

/** The sections' fragment, which the page template's query spreads. */
export function sectionFieldsFragment(): string {
  const definitions = new Map(
    contentTypeDefs()
      .split("\n\n")
      .map((definition) => [/^\w+ (\w+)/.exec(definition)![1], definition]),
  )
  return `fragment SectionFields on ${SECTION_TYPE_NAME} { ${selection(SECTION_TYPE_NAME, definitions)} }`
}

/** The file that holds the sections' fragment and the type of a section's data, as npm run schema and every build write it. */
export function sectionFieldsFile(): string {
  const fragment = print(parse(sectionFieldsFragment()))
  return `// Written from the content schema by content-model/graphql-types.ts (npm run schema, and every build); do not edit.
import { graphql } from "gatsby"

/** Every field a section may hold, as its component reads it; the page template asks for its page's sections with this fragment. */
export const sectionFields = graphql\`
${fragment.replace(/^/gm, "  ")}
\`

export type { SectionData } from "../../../content-model/section-data"
`
}
