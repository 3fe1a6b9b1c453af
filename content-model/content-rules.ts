/**
 * The check of every file in content/, as a pure function over parsed YAML so it can be tested
 * without a build. The shape comes from the content schema (content/schema/),
 * validated by Ajv; what a schema cannot decide alone (a link reaches a page, an icon exists, slugs
 * and menu ids are unique, product and service pages' buttons to the contact
 * form say what the enquiry is about) is the code below. Each problem names the file, the path
 * inside it and what is wrong, and every problem is reported, not just the first, so an editor can
 * fix a commit in one go. A draft's problems, but for what names it, are notes (asNotesInDrafts):
 * listed, stopping nothing.
 */
import { routeFor, SHARED_LISTS, type Collection } from "../content/schema/content-schema"
import {
  asNotesInDrafts,
  collectionOf,
  fixedSlugMessage,
  fixedSlugOf,
  isObject,
  routeOf,
  schemaFor,
  unbuiltRoutes,
  type ContentFile,
  type ContentProblem,
  type IconVocabulary,
  type Json,
} from "./content-files"
import { checkFileName, checkMenus, checkRedirects, checkRequiredPages } from "./link-rules"
import { callToActionProblems, heroProblems, proofOfWorkProblems } from "./page-rules"
import { contentValidator, explain, type Context } from "./schema-errors"
import { exampleProblems } from "./example-rules"
import { missingPictureProblems, type PictureFiles } from "./picture-rules"

/**
 * Checks the whole of content/ and returns every problem found. `unreadable`
 * names the files that did not parse (reported already): links to the pages
 * they would make, by their file names, are not reported as well, so the
 * report names the one real problem. `pictures` are content/images' files, where known: a picture
 * field naming another is refused.
 */
export function checkContent(
  files: ContentFile[],
  vocabulary: IconVocabulary,
  unreadable: readonly string[] = [],
  pictures?: PictureFiles,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const fail = (file: string, path: string, message: string) => problems.push({ file, path, message })

  // The routes first, so that links in any file can be checked against all of them.
  const routes = new Map<string, string>()
  const unreadablePages = unreadable.flatMap((file): Array<[string, Collection]> => {
    const collection = collectionOf(file)
    const name = /([^/]+)\.ya?ml$/.exec(file)?.[1]
    return collection && name ? [[routeFor(collection, name), collection]] : []
  })
  const routesOfUnreadable = unreadablePages.map(([route]) => route)
  const duplicateSlugs: ContentProblem[] = []
  for (const entry of files) {
    const route = routeOf(entry)
    if (!route) continue
    const owner = routes.get(route)
    if (owner)
      duplicateSlugs.push({
        file: entry.file,
        path: "slug",
        message: `"${(entry.data as Json).slug as string}" is already the slug of ${owner}`,
      })
    else routes.set(route, entry.file)
  }

  // A fixed page given another slug is reported once, by its slug, not as every link to its address.
  const fixedPages = files.flatMap(({ file }): Array<[string, Collection]> => {
    const collection = collectionOf(file)
    const slug = fixedSlugOf(file)
    return collection && slug ? [[routeFor(collection, slug), collection]] : []
  })
  const pages = new Map<string, Collection>([
    ...[...routes].map(([route, file]): [string, Collection] => [route, collectionOf(file)!]),
    ...unreadablePages,
    ...fixedPages,
  ])
  const context: Context = { pages, unbuilt: unbuiltRoutes(files), collection: null }
  const validate = contentValidator(vocabulary, context)
  for (const { file, data } of files) {
    if (data === undefined || data === null) {
      fail(file, "", "is empty")
      continue
    }
    const schema = schemaFor(file)
    if (!schema) {
      const where = file.startsWith("content/shared/")
        ? `is not a known shared list (known: ${SHARED_LISTS.join(", ")})`
        : "is not a known content file (see CONTENT.md for where files go)"
      fail(file, "", where)
      continue
    }
    context.collection = collectionOf(file)
    if (context.collection) checkFileName(file, context.collection, fail)
    const fixedSlug = fixedSlugOf(file)
    if (fixedSlug && isObject(data) && typeof data.slug === "string" && data.slug !== fixedSlug)
      fail(file, "slug", fixedSlugMessage(fixedSlug, data.slug))
    const errors = validate(schema, data)
    // A link its pattern refuses (a line break in it, say) is that pattern's one problem, not a missing page as well.
    const refusedByPattern = new Set(errors.filter(({ keyword }) => keyword === "pattern").map(({ instancePath }) => instancePath))
    for (const error of errors) {
      if (error.keyword === "linksTo" && refusedByPattern.has(error.instancePath)) continue
      const problem = explain(error, context)
      if (problem) fail(file, problem.path, problem.message)
    }
    problems.push(...duplicateSlugs.filter((problem) => problem.file === file))
  }

  for (const { file, data } of files)
    problems.push(...heroProblems(file, data), ...callToActionProblems(file, data), ...proofOfWorkProblems(file, data, files))
  problems.push(...files.flatMap(({ file, data }) => exampleProblems(file, data)))
  problems.push(...files.flatMap(({ file, data }) => missingPictureProblems(file, data, pictures)))
  checkRequiredPages(files, routes, routesOfUnreadable, fail)
  const redirects = files.find(({ file }) => file === "content/redirects.yaml")
  if (redirects && isObject(redirects.data) && Array.isArray(redirects.data.redirects))
    checkRedirects(redirects.file, redirects.data.redirects, routes, fail)
  const navigation = files.find(({ file }) => /^content\/navigation\.ya?ml$/.test(file))
  if (navigation && isObject(navigation.data)) checkMenus(navigation.file, navigation.data, fail)
  return asNotesInDrafts(problems, files)
}
