declare module "decap-cms-core/dist/esm/formats/yaml" {
  /** Decap's YAML formatter: what the CMS reads files with and writes them as. */
  const formatter: {
    fromFile(content: string): unknown
    toFile(data: unknown, sortedKeys?: string[], comments?: Record<string, string>): string
  }
  export default formatter
}
