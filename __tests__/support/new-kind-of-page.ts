import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { insertBefore } from "./project-copy"

/*
 * A kind of page is one list too: a kind added to content/schema's PAGE_KINDS (one entry) with a
 * folder of YAML files gets its pages checked, a collection in the CMS, its GraphQL type (a
 * ContentPage like every other) and one page per file at its own route, from the one template;
 * its entry's `listedOn`, `menuLabel` and `pageParts` give it a list page, the top bar's entry for
 * that list and a trail on each page, with no code naming the kind. A developer adds
 * "job-openings" to a copy of the project (the entry, one page of it, its list page and the word
 * of its menu entry: in words.yaml, its schema and useWords' query; nothing else), with the Jest
 * file that says what it must do, run after the copy's build.
 */

/** What a developer adds: the kind's entry, its first page, its list page and its menu entry's words. */
const KIND_ENTRY = `  "job-openings": {
    label: "Job openings",
    labelSingular: "Job opening",
    description: "job openings",
    route: (slug: string) => \`/careers/\${slug}/\`,
    listedOn: "careers",
    menuLabel: "topBar.careers",
    pageParts: ["trail"],
  },
`
const LIST_PAGE = `slug: careers
title: Careers
description: Work with our Pune team on apps for pharmacies, clinics and shops.
sections:
  - type: hero
    heading: Careers
    subheading: The openings in our Pune team.
    button:
      label: Ask About a Role
      url: /contact-us/
  - type: text
    paragraphs:
      - Each opening says what you would build and who you would build it with.
`
/** The word's schema entry, beside the top bar's other words (content/schema/words.ts), and useWords' query of it (src/hooks/use-words.ts asks for every word). */
const MENU_WORD_SCHEMA = `        careers: text("Careers entry", "Shown in the top bar, leading to the job openings, while one is published"),
`
const MENU_WORD_QUERY = "          careers\n"
const MENU_WORD = "Careers"
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
import { PAGE_KINDS, COLLECTIONS, routeFor, wordAt } from "../content/schema/content-schema"
import { checkContent } from "../content-model/content-rules"
import { isError } from "../content-model/content-files"
import { loadContent, ICON_VOCABULARY, readSectionSources } from "../content-model/load-content"
import { contentTypeDefs, pageNodeTypes } from "../content-model/graphql-types"
import { cmsConfig } from "../admin/src/config"
import { createPages, CONTENT_PAGE_TEMPLATE } from "../gatsby/node/create-pages"
import { contentGraphql, pageNode } from "./build/content-graphql"
import { builtPage } from "./built-site/support"

const FILE = "content/job-openings/flutter-developer.yaml"
const KIND = PAGE_KINDS["job-openings"]
const LIST = routeFor("pages", KIND.listedOn)
const PAGE = KIND.route("flutter-developer")
const menuWord = () => wordAt(readSectionSources().words, KIND.menuLabel)
/** The top bar's links to the list page on a built page. */
const menuLinks = (document: Document) => Array.from(document.querySelectorAll("header nav a")).filter((link) => link.getAttribute("href") === LIST)

test("the content check reads its files and accepts the page", () => {
  const { files } = loadContent()
  expect(files.map(({ file }) => file)).toContain(FILE)
  expect(checkContent(files, ICON_VOCABULARY).filter(isError)).toEqual([])
})

test("the content check names the file and field of a mistake in it", () => {
  const { files } = loadContent()
  const page = files.find(({ file }) => file === FILE)!
  delete (page.data as { title?: string }).title
  expect(checkContent(files, ICON_VOCABULARY).filter(isError).map((problem) => \`\${problem.file}: \${problem.path}\`)).toEqual([\`\${FILE}: title\`])
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

test("its list page is built, and the top bar of each page leads to it in its kind's words", () => {
  expect(menuWord()).toBeTruthy()
  for (const route of ["/", LIST, PAGE]) expect(menuLinks(builtPage(route)).map((link) => link.textContent)).toEqual([menuWord()])
  expect(builtPage(LIST).querySelector("h1")?.textContent).toBe("Careers")
})

test("its page draws the trail from the home page through its list page, and the top bar's entry for the list is current there", () => {
  const document = builtPage(PAGE)
  const trail = document.querySelector('[data-page-part="trail"] nav')!
  expect(Array.from(trail.querySelectorAll("a"), (link) => link.getAttribute("href"))).toEqual(["/", LIST])
  expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe("Flutter Developer")
  expect(menuLinks(document)[0].getAttribute("aria-current")).toBe("true")
  expect(document.querySelector('[data-page-part="client"], [data-page-part="work-in-this-area"]')).toBeNull()
})
`

/** The Jest file addJobOpenings writes, and how many tests it holds. */
export const JOB_OPENINGS_TESTS = { file: "__tests__/new-kind-of-page.test.ts", count: EXPECTATIONS.match(/^test\(/gm)!.length }

/** Adds the kind's entry, its first page, its list page and its menu entry's words to the copy, and writes the Jest file that judges them. */
export function addJobOpenings(copy: string): void {
  insertBefore(path.join(copy, "content/schema/page-kinds.ts"), "} satisfies Record<string, PageKind>", KIND_ENTRY)
  fs.mkdirSync(path.join(copy, "content/job-openings"))
  fs.writeFileSync(path.join(copy, "content/job-openings/flutter-developer.yaml"), FIRST_PAGE)
  fs.writeFileSync(path.join(copy, "content/pages/careers.yaml"), LIST_PAGE)
  insertBefore(path.join(copy, "content/schema/words.ts"), '      },\n      "Top bar words"', MENU_WORD_SCHEMA)
  insertBefore(path.join(copy, "src/hooks/use-words.ts"), "          homeLink\n", MENU_WORD_QUERY)
  const wordsFile = path.join(copy, "content/words.yaml")
  const words = yaml.load(fs.readFileSync(wordsFile, "utf8")) as { topBar: Record<string, string> }
  words.topBar.careers = MENU_WORD
  fs.writeFileSync(wordsFile, yaml.dump(words))
  fs.writeFileSync(path.join(copy, JOB_OPENINGS_TESTS.file), EXPECTATIONS)
}
