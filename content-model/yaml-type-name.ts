import path from "path"

interface YamlFileNode {
  name: string
  relativeDirectory: string
}

export const pascal = (words: string): string =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")

/**
 * GraphQL type for each YAML file in content/:
 * - a list file is named after the file (shared/industries.yaml -> IndustriesYaml, one node per entry);
 * - a file at the top of content/ is named after the file (site.yaml -> SiteYaml);
 * - a file in a folder is named after the folder (products/laundry.yaml -> ProductsYaml),
 *   so every file of a collection is one node of the same type.
 */
export function yamlTypeName({ node, isArray }: { node: YamlFileNode; isArray: boolean }): string {
  const folder = path.basename(node.relativeDirectory)
  const useFileName = isArray || node.relativeDirectory === ""
  return yamlNodeType(useFileName ? node.name : folder)
}

/** The GraphQL type of the nodes made from a file or folder of content/ by that name: "products" -> ProductsYaml. */
export const yamlNodeType = (name: string): string => `${pascal(name)}Yaml`
