/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { Kind, parse, type DefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import {
  COLLECTIONS,
  NavigationSchema,
  PAGE_SCHEMAS,
  SECTION_SCHEMAS,
  SECTION_TYPES,
  SHARED_LIST_SCHEMAS,
  SHARED_LISTS,
  SiteSchema,
} from "../../content/schema/content-schema"
import { yamlNodeType } from "../../content-model/yaml-type-name"
import { contentSchemaFiles, VSCODE_SETTINGS_FILE, vscodeSettings } from "../../content/schema/schema-files"
import {
  contentTypeDefs,
  LISTED_PAGES_FIELD,
  PAGE_ROUTE_FIELD,
  COUNTS_UNDER_FIELD,
  LIST_PAGE_FIELD,
  SECTION_FIELDS_FILE,
  sectionFieldsFile,
} from "../../content-model/graphql-types"

const ROOT = path.resolve(__dirname, "../..")

/** A type as both sides can describe it: a scalar's name, [item], or each field with whether it is required. */
type Shape = string | [Shape] | { [field: string]: { required: boolean; type: Shape } }

interface JsonSchema {
  type?: string
  title?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
}

function schemaShape(schema: JsonSchema): Shape {
  if (schema.oneOf) {
    // A list entry told apart by `type`: one GraphQL type holds every field of every branch, only `type` required.
    const fields: Record<string, { required: boolean; type: Shape }> = {}
    for (const branch of schema.oneOf)
      for (const [name, field] of Object.entries(branch.properties ?? {}))
        fields[name] ??= { required: (schema.required ?? []).includes(name), type: schemaShape(field) }
    return fields
  }
  if (schema.type === "array") return [schemaShape(schema.items!)]
  if (schema.type === "object")
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, field]) => [
        name,
        { required: (schema.required ?? []).includes(name), type: schemaShape(field) },
      ]),
    )
  // Gatsby resolves a picture's path to its File node, and a day to a Date.
  if (schema.type === "string")
    return (schema as { picture?: boolean }).picture ? "File" : (schema as { calendarDate?: boolean }).calendarDate ? "Date" : "String"
  if (schema.type === "boolean") return "Boolean"
  throw new Error(`no GraphQL counterpart for ${JSON.stringify(schema)}`)
}

const definitions = parse(contentTypeDefs()).definitions.filter(
  (definition: DefinitionNode): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION,
)

/**
 * What GraphQL adds beside the content's own fields: an icon's drawn field (svg or iconSrc), on a
 * section the shared list it shows and the pages it lists, and each page's route and a case study's services (content-model/graphql-types.ts).
 */
const ADDED_BY_GRAPHQL = new Set([
  "svg",
  "iconSrc",
  ...SHARED_LISTS,
  LISTED_PAGES_FIELD,
  PAGE_ROUTE_FIELD,
  COUNTS_UNDER_FIELD,
  LIST_PAGE_FIELD,
])

function graphqlShape(type: TypeNode): Shape {
  if (type.kind === Kind.NON_NULL_TYPE) return graphqlShape(type.type)
  if (type.kind === Kind.LIST_TYPE) return [graphqlShape(type.type)]
  return typeShape(type.name.value)
}

function typeShape(name: string): Shape {
  const definition = definitions.find((candidate) => candidate.name.value === name)
  if (!definition) return name
  return Object.fromEntries(
    (definition.fields ?? [])
      .filter((field) => !ADDED_BY_GRAPHQL.has(field.name.value))
      .map((field) => [field.name.value, { required: field.type.kind === Kind.NON_NULL_TYPE, type: graphqlShape(field.type) }]),
  )
}

describe("the content schema", () => {
  it.each<[string, unknown]>([
    ["SiteYaml", SiteSchema],
    ["NavigationYaml", NavigationSchema],
    ...SHARED_LISTS.map((list): [string, unknown] => [yamlNodeType(list), SHARED_LIST_SCHEMAS[list].items]),
  ])("and the GraphQL type %s declare the same fields", (typeName, schema) => {
    expect(typeShape(typeName)).toEqual(schemaShape(schema as JsonSchema))
  })

  it.each(COLLECTIONS.map((kind) => [yamlNodeType(kind)]))(
    "and the GraphQL type %s declare every kind of page's fields (one template queries them all)",
    (typeName) => {
      const everyKind = Object.assign({}, ...COLLECTIONS.map((kind) => schemaShape(PAGE_SCHEMAS[kind] as JsonSchema)))
      // One Section type holds the fields of every section type, whichever kinds offer it.
      everyKind.sections.type = [
        schemaShape({ oneOf: SECTION_TYPES.map((type) => SECTION_SCHEMAS[type] as JsonSchema), required: ["type"] }),
      ]
      // A field only some kinds have is optional for the others.
      for (const [name, field] of Object.entries(everyKind as Record<string, { required: boolean }>)) {
        if (!COLLECTIONS.every((kind) => (PAGE_SCHEMAS[kind] as JsonSchema).properties?.[name])) field.required = false
      }
      expect(typeShape(typeName)).toEqual(everyKind)
    },
  )

  it("is the sections' GraphQL fragment as committed (npm run schema and every build write it)", () => {
    expect(`${SECTION_FIELDS_FILE}:\n${fs.readFileSync(path.join(ROOT, SECTION_FIELDS_FILE), "utf8")}`).toBe(
      `${SECTION_FIELDS_FILE}:\n${sectionFieldsFile()}`,
    )
  })

  it("is written out as the JSON Schema files editors' hints use (npm run schema)", () => {
    for (const { path: file, json } of contentSchemaFiles()) {
      expect(`${file}:\n${fs.readFileSync(path.join(ROOT, file), "utf8")}`).toBe(`${file}:\n${json}`)
    }
  })

  it("names each JSON Schema file after the content it describes: its folder, or its file", () => {
    for (const { path: file, glob } of contentSchemaFiles()) {
      const described = glob.endsWith("/*.yaml") ? path.basename(path.dirname(glob)) : path.basename(glob, ".yaml")
      expect(path.basename(file)).toBe(`${described}.schema.json`)
    }
  })

  it("maps each JSON Schema file onto its content files in VS Code (npm run schema writes the map)", () => {
    const committed = fs.readFileSync(path.join(ROOT, VSCODE_SETTINGS_FILE), "utf8")
    expect(committed).toBe(vscodeSettings(committed))
    expect(Object.keys(JSON.parse(committed)["yaml.schemas"]).sort()).toEqual(
      contentSchemaFiles()
        .map(({ path: file }) => `./${file}`)
        .sort(),
    )
  })
})
