import fs from "fs"
import path from "path"
import { insertBefore } from "./project-copy"

/*
 * A kind of page is one list too: a kind added to content/schema's PAGE_KINDS (one entry) with a
 * folder of YAML files gets its pages checked, a collection in the CMS, its GraphQL type (a
 * ContentPage like every other) and one page per file at its own route, from the one template.
 * A developer adds "job-openings" to a copy of the project (the entry and one YAML file, nothing
 * else), with the Jest file that says what it must do.
 */

/** The two things a developer adds: the kind's entry, and its first page. */
const KIND_ENTRY = `  "job-openings": {
    label: "Job openings",
    labelSingular: "Job opening",
    description: "job openings",
    route: (slug: string) => \`/careers/\${slug}/\`,
  },
`
const FIRST_PAGE = `slug: flutter-developer
title: Flutter Developer
description: Build delivery and booking apps for pharmacies, clinics and shops with our Pune team.
sections:
  - type: hero
    heading: Flutter Developer
    subheading: Two years of Flutter, and apps that people use every day.
    button:
      label: Apply Now
      url: /contact-us/
  - type: text
    paragraphs:
      - You will build apps for our clients from the first screen to the store listing.
`

/** What the new kind must do, run in the copy. */
const EXPECTATIONS = `/**
 * @jest-environment node
 */
import { PAGE_KINDS, COLLECTIONS } from "../content/schema/content-schema"
import { checkContent } from "../content-model/content-rules"
import { loadContent, ICON_VOCABULARY } from "../content-model/load-content"
import { contentTypeDefs, pageNodeTypes } from "../content-model/graphql-types"
import { cmsConfig } from "../admin/src/config"
import { createPages, CONTENT_PAGE_TEMPLATE } from "../gatsby/node/create-pages"
import { contentGraphql, pageNode } from "./build/content-graphql"

const FILE = "content/job-openings/flutter-developer.yaml"

test("the content check reads its files and accepts the page", () => {
  const { files } = loadContent()
  expect(files.map(({ file }) => file)).toContain(FILE)
  expect(checkContent(files, ICON_VOCABULARY)).toEqual([])
})

test("the content check names the file and field of a mistake in it", () => {
  const { files } = loadContent()
  const page = files.find(({ file }) => file === FILE)!
  delete (page.data as { title?: string }).title
  expect(checkContent(files, ICON_VOCABULARY).map((problem) => \`\${problem.file}: \${problem.path}\`)).toEqual([\`\${FILE}: title\`])
})

test("the CMS has a collection for it, its files named after their slugs", () => {
  const config = cmsConfig({ repo: "o/r", branch: "main", siteUrl: "https://example.com", localBackend: "http://127.0.0.1:8081/api/v1" })
  const collection = config.collections.find((entry) => entry.name === "job-openings") as { folder?: string; label?: string; slug?: string }
  expect(collection).toMatchObject({ folder: "content/job-openings", label: "Job openings", slug: "{{fields.slug}}" })
})

test("GraphQL has its type, a ContentPage like every other kind", () => {
  expect(COLLECTIONS).toContain("job-openings")
  expect(contentTypeDefs()).toMatch(/type JobOpeningsYaml implements Node & ContentPage\\b/)
  expect(pageNodeTypes()).toMatchObject({ JobOpeningsYaml: "job-openings" })
})

test("each of its files becomes a page at its kind's route, from the one template", async () => {
  const createPage = jest.fn()
  const graphql = contentGraphql([
    pageNode("job-openings", FILE, { slug: "flutter-developer", title: "Flutter Developer", description: "A job.", sections: [] }),
  ])
  await createPages!({ graphql, actions: { createPage }, reporter: { panicOnBuild: jest.fn() } } as never, () => undefined)
  expect(createPage).toHaveBeenCalledWith(
    expect.objectContaining({ path: PAGE_KINDS["job-openings"].route("flutter-developer"), component: CONTENT_PAGE_TEMPLATE, context: expect.objectContaining({ id: \`\${FILE} >>> YAML\` }) }),
  )
  expect(PAGE_KINDS["job-openings"].route("flutter-developer")).toBe("/careers/flutter-developer/")
})
`

/** The Jest file addJobOpenings writes, and how many tests it holds. */
export const JOB_OPENINGS_TESTS = { file: "__tests__/new-kind-of-page.test.ts", count: EXPECTATIONS.match(/^test\(/gm)!.length }

/** Adds the kind's entry and its first page to the copy and writes the Jest file that judges them. */
export function addJobOpenings(copy: string): void {
  insertBefore(path.join(copy, "content/schema/page-kinds.ts"), "} satisfies Record<string, PageKind>", KIND_ENTRY)
  fs.mkdirSync(path.join(copy, "content/job-openings"))
  fs.writeFileSync(path.join(copy, "content/job-openings/flutter-developer.yaml"), FIRST_PAGE)
  fs.writeFileSync(path.join(copy, JOB_OPENINGS_TESTS.file), EXPECTATIONS)
}
