import fs from "fs"
import path from "path"
import yaml from "js-yaml"

/** Reads a file of content/ as the components receive it, so tests never repeat the content. */
export function readContent<T = unknown>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8")) as T
}

/** What useStaticQuery answers in component tests: the real site constants and menus. */
export function staticQueryFixture() {
  return {
    siteYaml: readContent("site.yaml"),
    navigationYaml: readContent("navigation.yaml"),
  }
}

interface YamlSection {
  type: string
  items?: Array<{ icon?: string } & Record<string, unknown>>
  [field: string]: unknown
}

/**
 * A section of a page as the templates receive it from GraphQL: the YAML's
 * fields, each icon drawn as the build draws it, and the shared list a
 * section of type industries, reasons or technologies shows.
 */
export function sectionFixture(pageFile: string, type: string, index = 0) {
  // Required here, not imported at the top: only tests that use sections pay for the icon sets.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { iconSvg } = require("../../gatsby/icon-svg") as typeof import("../../gatsby/icon-svg")
  const page = readContent<{ sections: YamlSection[] }>(pageFile)
  const section = page.sections.filter((candidate) => candidate.type === type)[index]
  if (!section) throw new Error(`${pageFile} has no section of type ${type}`)
  const withSvg = <T extends { icon?: string }>(item: T, logos = false) => ({ ...item, svg: iconSvg(item.icon, { logos }) })
  const shared = <T extends { icon?: string }>(file: string) =>
    readContent<T[]>(file).map((item, position) => ({ id: `${file}#${position}`, ...withSvg(item) }))
  return {
    anchor: null,
    heading: null,
    subheading: null,
    paragraphs: null,
    layout: null,
    faqs: null,
    button: null,
    image: null,
    imageAlt: null,
    ...section,
    items: section.items?.map((item) => ({ description: null, url: null, points: null, ...withSvg(item) })) ?? null,
    industries: type === "industries" ? shared<{ title: string; icon: string }>("shared/industries.yaml") : null,
    reasons: type === "reasons" ? shared<{ title: string; description: string; icon: string }>("shared/reasons.yaml") : null,
    technologies:
      type === "technologies"
        ? readContent<Array<{ title: string; stacks: Array<{ title: string; icon: string }> }>>("shared/technologies.yaml").map(
            (category, position) => ({ id: `technologies#${position}`, title: category.title, stacks: category.stacks.map((stack) => withSvg(stack, true)) }),
          )
        : null,
  } as unknown as import("../../src/components/sections/section-fields").SectionData
}
