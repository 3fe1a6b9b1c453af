import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { GENERIC_ICON_NAMES, LOGO_NAMES } from "./icon-svg"
import { SHARED_LISTS, type NavigationContent, type SiteContent, type WordsContent } from "../content/schema/content-schema"
import { yamlProblem } from "./yaml-problem"
import { checkContent } from "./content-rules"
import type { ContentFile, ContentProblem, IconVocabulary } from "./content-files"
import type { PictureFiles } from "./picture-rules"
import type { SharedLists } from "./section-data"

/** The icon names content may use: every lucide icon, and for technologies every simple-icons logo slug. */
export const ICON_VOCABULARY: IconVocabulary = { icons: GENERIC_ICON_NAMES, logos: LOGO_NAMES }

// Gatsby compiles this file into .cache, so paths start from the project root (the working directory).
const PROJECT_ROOT = process.cwd()

function listYamlFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => path.join(folder, file))
    .sort()
}

/**
 * js-yaml's schema without its timestamps. A day the YAML holds unquoted (2026-06-30, as the CMS
 * writes a date) stays the text it is, as the GraphQL layer formats it
 * (content-model/graphql-types.ts): a timestamp would turn a day the calendar lacks (2026-02-31)
 * into another one (2026-03-03) unseen, where the check now refuses it by name.
 */
// js-yaml exports its types as `types` (its README), which @types/js-yaml leaves out.
const { types } = yaml as unknown as { types: Record<"merge" | "binary" | "omap" | "pairs" | "set", yaml.Type> }
export const CONTENT_YAML_SCHEMA = yaml.CORE_SCHEMA.extend({
  implicit: [types.merge],
  explicit: [types.binary, types.omap, types.pairs, types.set],
})

/** A content file's text as the check and the preview read it (its days as text); throws where it does not parse. */
export const parseContent = (text: string, file: string): unknown => yaml.load(text, { filename: file, schema: CONTENT_YAML_SCHEMA })

/** One YAML file of content/ (named from the project root, e.g. "content/site.yaml"): its data, or the problem that stops it parsing. */
function readContentFile(full: string, file: string): { file: ContentFile } | { problem: ContentProblem } {
  try {
    return { file: { file, data: parseContent(fs.readFileSync(full, "utf8"), file) } }
  } catch (error) {
    return { problem: { file, ...yamlProblem(error) } }
  }
}

/** Reads every YAML file under contentDir; a file that does not parse becomes a problem, not a crash. */
export function loadContent(contentDir = path.join(PROJECT_ROOT, "content")): {
  files: ContentFile[]
  problems: ContentProblem[]
} {
  const root = path.dirname(contentDir)
  const files: ContentFile[] = []
  const problems: ContentProblem[] = []
  for (const full of listYamlFiles(contentDir)) {
    const read = readContentFile(full, path.relative(root, full).split(path.sep).join("/"))
    if ("file" in read) files.push(read.file)
    else problems.push(read.problem)
  }
  return { files, problems }
}

/** The files in content/images, which picture fields may name (none where the folder is missing). */
export function pictureFilesIn(contentDir = path.join(PROJECT_ROOT, "content")): PictureFiles {
  const folder = path.join(contentDir, "images")
  return new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : [])
}

/** Every problem in content/: unreadable files first, then rule violations. */
export function findContentProblems(contentDir = path.join(PROJECT_ROOT, "content")): ContentProblem[] {
  const { files, problems } = loadContent(contentDir)
  return [
    ...problems,
    ...checkContent(
      files,
      ICON_VOCABULARY,
      problems.map(({ file }) => file),
      pictureFilesIn(contentDir),
    ),
  ]
}

/** What sections and the layout around them read besides their own fields: the shared lists, the site's constants, the menus and the words of content/words.yaml. */
export interface SectionSources {
  sharedLists: SharedLists
  site: SiteContent
  navigation: NavigationContent
  words: WordsContent
}

/**
 * The shared lists and content/site.yaml, read by the loader the check uses:
 * one reading for the GraphQL layer (gatsby/node/schema.ts resolves a section's
 * shared list with it) and for the CMS preview (admin/build.ts bundles it).
 */
export function readSectionSources(contentDir = path.join(PROJECT_ROOT, "content")): SectionSources {
  // Only the files it needs: the GraphQL layer calls this for each section that shows a shared list.
  const data = (name: string) => {
    const read = readContentFile(path.join(contentDir, `${name}.yaml`), `content/${name}.yaml`)
    return "file" in read ? read.file.data : undefined
  }
  return {
    sharedLists: Object.fromEntries(SHARED_LISTS.map((list) => [list, (data(`shared/${list}`) ?? []) as unknown[]])) as SharedLists,
    site: data("site") as SiteContent,
    navigation: data("navigation") as NavigationContent,
    words: data("words") as WordsContent,
  }
}
