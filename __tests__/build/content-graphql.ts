/**
 * The content's GraphQL types (content-model/graphql-types.ts, as gatsby/node/schema.ts gives them
 * to Gatsby) run by graphql-js over nodes a test makes, so a test of createPages meets what Gatsby's
 * GraphQL does with content: above all, a field the types require that a node lacks is an error
 * that nulls everything up to the nearest field that may be null. Gatsby adds to the types only
 * what the lines below stand in for: its directives, Node's own fields, File, and the two root
 * fields a page is found by (allContentPage, sorted by slug; contentPage by id).
 */
import { buildSchema, graphql as runGraphql, type ExecutionResult } from "graphql"
import { CONTENT_PAGE_INTERFACE, contentTypeDefs } from "../../content-model/graphql-types"
import { yamlNodeType } from "../../content-model/yaml-type-name"
import type { Collection } from "../../content/schema/content-schema"

const GATSBY_ADDITIONS = `
directive @dontInfer on OBJECT
directive @childOf(types: [String]) on OBJECT
directive @fileByRelativePath on FIELD_DEFINITION
directive @dateformat(formatString: String) on FIELD_DEFINITION
scalar Date
type Internal { type: String! }
interface Node { id: ID! parent: Node internal: Internal! }
type File implements Node { id: ID! parent: Node internal: Internal! relativePath: String! }
input StringQueryOperatorInput { eq: String }
enum SortOrderEnum { ASC DESC }
input ${CONTENT_PAGE_INTERFACE}SortInput { slug: SortOrderEnum }
type ${CONTENT_PAGE_INTERFACE}Connection { nodes: [${CONTENT_PAGE_INTERFACE}!]! }
type Query {
  all${CONTENT_PAGE_INTERFACE}(sort: ${CONTENT_PAGE_INTERFACE}SortInput): ${CONTENT_PAGE_INTERFACE}Connection!
  contentPage(id: StringQueryOperatorInput): ${CONTENT_PAGE_INTERFACE}
}
`

/** Node's fields on every type that implements it, as Gatsby adds them. */
function withNodeFields(typeDefs: string): string {
  const nodeTypes = [...typeDefs.matchAll(/^(type|interface) (\w+) implements Node\b/gm)].map(([, what, name]) => ({ what, name }))
  return nodeTypes
    .map(
      ({ what, name }) => `extend ${what} ${name} { ${name === CONTENT_PAGE_INTERFACE ? "" : "id: ID! "}parent: Node internal: Internal! }`,
    )
    .join("\n")
}

/** A page of content/ as the YAML transformer makes its node: its file's data, an id, its type and its File. */
export const pageNode = (kind: Collection, file: string, data: Record<string, unknown>): Node => ({
  ...data,
  id: `${file} >>> YAML`,
  internal: { type: yamlNodeType(kind) },
  parent: { id: file, relativePath: file.replace(/^content\//, ""), internal: { type: "File" } },
})

interface Node extends Record<string, unknown> {
  id: string
  internal: { type: string }
  parent: { id: string; relativePath: string; internal: { type: string } }
}

/** The `graphql` Gatsby hands createPages, over these page nodes. */
export function contentGraphql(nodes: readonly Node[]) {
  const typeDefs = contentTypeDefs()
  const schema = buildSchema(`${GATSBY_ADDITIONS}\n${typeDefs}\n${withNodeFields(typeDefs)}`)
  const rootValue = {
    [`all${CONTENT_PAGE_INTERFACE}`]: () => ({ nodes: [...nodes].sort((a, b) => String(a.slug).localeCompare(String(b.slug))) }),
    contentPage: ({ id }: { id: { eq: string } }) => nodes.find((node) => node.id === id.eq) ?? null,
  }
  return (query: string, variables?: Record<string, unknown>): Promise<ExecutionResult> =>
    runGraphql({
      schema,
      source: query,
      rootValue,
      variableValues: variables,
      typeResolver: (value) => (value as { internal: { type: string } }).internal.type,
    })
}
