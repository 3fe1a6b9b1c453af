/**
 * Gatsby's own schema build (gatsby/dist/schema, as `gatsby develop` and `gatsby build` run it)
 * over YAML files a test writes: each becomes a File node and, through gatsby-transformer-yaml with
 * the site's type names, the nodes of its content, beside the Site node gatsby-config's siteMetadata
 * makes; the content types are gatsby/node/schema.ts's. The schema is printed as Gatsby's typegen
 * reads it (stabilised: types and fields in order), so two prints differ where the types it writes
 * into src/gatsby-types.d.ts would.
 *
 * Gatsby keeps its state in the process and its node store under the working directory's .cache/:
 * the modules are loaded with a fresh temporary directory as the working directory, never the
 * project's, where `npm start` keeps its own.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { contentTypeDefs } from "../../content-model/graphql-types"
import { yamlTypeName } from "../../content-model/yaml-type-name"

/** A content file as the test gives it: its path under content/ and its text. */
export interface YamlFile {
  relativePath: string
  yaml: string
}

type Node = { id: string; internal: { type: string; mediaType?: string; contentDigest: string } } & Record<string, unknown>
type Dispatch = (action: unknown) => void

/* eslint-disable @typescript-eslint/no-require-imports */
const gatsbyDist = path.dirname(require.resolve("gatsby/dist/schema"))
const load = (module: string) => require(path.join(gatsbyDist, "..", module))
/* eslint-enable @typescript-eslint/no-require-imports */

let gatsby:
  | {
      store: { dispatch: Dispatch; getState(): { schema: unknown } }
      actions: Record<string, (...args: unknown[]) => unknown>
      build(args: object): Promise<void>
      printSchema(schema: unknown): string
      stabilizeSchema(schema: unknown): unknown
      transformYaml: { onCreateNode(args: object, options: object): Promise<void> }
    }
  | undefined

let workDir: string | undefined

/** Gatsby's modules, loaded once with a temporary working directory (see above). */
function loadGatsby() {
  if (gatsby) return gatsby
  const home = process.cwd()
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-schema-"))
  process.chdir(workDir)
  try {
    gatsby = {
      store: load("redux").store,
      actions: load("redux/actions").actions,
      build: load("schema").build,
      // graphql as Gatsby itself resolves it: one copy of its classes.
      printSchema: require(require.resolve("graphql", { paths: [gatsbyDist] })).printSchema, // eslint-disable-line @typescript-eslint/no-require-imports
      stabilizeSchema: load("utils/graphql-typegen/utils").stabilizeSchema,
      transformYaml: require("gatsby-transformer-yaml/gatsby-node"), // eslint-disable-line @typescript-eslint/no-require-imports
    }
    // Gatsby's node store opens on first use, under the working directory of that moment.
    load("datastore").getDataStore()
  } finally {
    process.chdir(home)
  }
  return gatsby
}

const digest = (value: unknown) => String(JSON.stringify(value).length) + JSON.stringify(value).slice(0, 16)

/** The schema Gatsby builds for these content files and this siteMetadata, printed as its typegen reads it. */
export async function printedSchema(files: readonly YamlFile[], siteMetadata: Record<string, unknown>): Promise<string> {
  const { store, actions, build, printSchema, stabilizeSchema, transformYaml } = loadGatsby()
  store.dispatch({ type: "DELETE_CACHE" })
  const create = (node: Node, owner: string) => store.dispatch(actions.createNode(node, { name: owner }))
  create({ id: "Site", siteMetadata, internal: { type: "Site", contentDigest: digest(siteMetadata) } }, "internal-data-bridge")
  for (const { relativePath, yaml } of files) {
    const parsed = path.parse(relativePath)
    const file: Node = {
      id: `File ${relativePath}`,
      children: [],
      relativePath,
      relativeDirectory: parsed.dir,
      name: parsed.name,
      extension: "yaml",
      internal: { type: "File", mediaType: "text/yaml", contentDigest: digest(yaml) },
    }
    create(file, "gatsby-source-filesystem")
    const plugin = { name: "gatsby-transformer-yaml" }
    await transformYaml.onCreateNode(
      {
        node: file,
        loadNodeContent: async () => yaml,
        createNodeId: (seed: string) => seed,
        createContentDigest: digest,
        actions: {
          createNode: (node: Node) => store.dispatch(actions.createNode(node, plugin)),
          createParentChildLink: (link: object) => store.dispatch(actions.createParentChildLink(link, plugin)),
        },
      },
      { typeName: yamlTypeName },
    )
  }
  store.dispatch(actions.createTypes(contentTypeDefs(), { name: "default-site-plugin" }))
  await build({})
  return printSchema(stabilizeSchema(store.getState().schema))
}

/** Removes the node store's temporary directory: for the end of a test file, after its last print. */
export function removeGatsbyWorkDir() {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
}
