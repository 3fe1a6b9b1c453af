import fs from "fs"
import path from "path"
import yaml from "js-yaml"

/** Reads a file of content/ as the components receive it, so tests never repeat the content. */
export function readContent<T = unknown>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8")) as T
}

/** What useStaticQuery answers in component tests: the real site constants, menus and shared lists. */
export function staticQueryFixture() {
  return {
    siteYaml: readContent("site.yaml"),
    navigationYaml: readContent("navigation.yaml"),
    allIndustriesYaml: { nodes: readContent("shared/industries.yaml") },
    allReasonsYaml: { nodes: readContent("shared/reasons.yaml") },
    allTechnologiesYaml: { nodes: readContent("shared/technologies.yaml") },
  }
}
