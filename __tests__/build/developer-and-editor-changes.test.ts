/**
 * @jest-environment node
 *
 * One copy of the project gets what a developer and an editor change, and its suites must still
 * pass there: a new section type ("quote": a schema entry, a registry line, a component;
 * ../support/new-section-type.ts) and a new listed kind of page ("job-openings": its entry, a page,
 * its list page and its top-bar word; ../support/new-kind-of-page.ts), each with the Jest file that
 * says what it must do; and the
 * ordinary changes an editor makes in the CMS (headings, cards, questions and buttons reworded on
 * several kinds of page, cards and questions reordered, removed and added, shared lists
 * rearranged: ../support/editor-changes.ts) with two new product pages and their menu entries, one
 * with an uploaded picture and one with none, and every example case study and testimonial
 * published (../support/published-examples.ts: lists, links from proven pages, sitemap, quotes);
 * then the owner's edits (../support/owner-edits.ts: a product deleted with its picture and menu
 * entry, one moved to a new slug, an unfinished study parked as a draft, a quoted testimonial's
 * person renamed), each judged in the built site. There the site is built once
 * (and kept at PUBLISHED_EXAMPLES_SITE_DIR for the browser suite's checks of proof of work's pages), and one Jest run takes
 * the developer's two files, what a page with no picture shows, and the suites that judge content
 * (CONTENT_TESTS). A test that pinned a page,
 * a picture, today's words or counts in content/ fails here; so does a section type or a kind of
 * page that needs more than its one list.
 */
import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { makeEditorsChanges } from "../support/editor-changes"
import { JOB_OPENINGS_TESTS, addJobOpenings } from "../support/new-kind-of-page"
import { QUOTE_SECTION_TESTS, addQuoteSectionType } from "../support/new-section-type"
import { addProductPage, newProductPage, uploadedPicture } from "../support/new-product-page"
import { jestIn, withProjectCopy } from "../support/project-copy"
import { projectFiles } from "../../scripts/project-files"
import { PUBLISHED_EXAMPLES_SITE_DIR, testSiteDirOf } from "../../scripts/test-build-dir"
import { publishExamples, publishedExamplesShown } from "../support/published-examples"
import { makeOwnersEdits, ownersEditsShown } from "../support/owner-edits"

/**
 * The suites that judge content/, run in the copy after its build: the built site's, the
 * components', the content rules, the CMS's fields, old addresses, link previews, the pictures the
 * pages name, one page per file, and each suite an owner's move or delete once broke (issue 44).
 * Every suite of the copy (its npm test) took 12 minutes on a loaded 2-core machine, too long for CI.
 */
const CONTENT_TESTS = [
  "__tests__/built-site",
  "__tests__/sections",
  "__tests__/layout",
  "__tests__/seo",
  "__tests__/build/content-rules.test.ts",
  "__tests__/build/content-guards.test.ts",
  "__tests__/build/content-cms-fields.test.ts",
  "__tests__/build/content-problems-in-develop.test.ts",
  "__tests__/build/cms-empty-values.test.ts",
  "__tests__/build/redirects.test.ts",
  "__tests__/build/og-images.test.ts",
  "__tests__/build/page-artwork.test.ts",
  "__tests__/build/create-pages.test.ts",
  "__tests__/build/content-round-trip.test.ts",
  "__tests__/no-picture-page.test.tsx",
]
// Renders every drawn SVG again: about pictures drawn in the repository, not content, and a minute of CPU.
const SKIPPED = "are committed as npm run artwork renders them"

// Names no other test's page takes (the dev suite's editor adds a "Pet Care" page before npm test runs this): a page's title is its own.
const WITH_PICTURE = newProductPage("dog-grooming-app-development", "Dog Grooming App Development", {
  file: "dog-grooming-app-development.png",
  alt: "A phone showing a dog's grooming appointment",
})
const WITHOUT_PICTURE = newProductPage("plant-nursery-app-development", "Plant Nursery App Development")

/** What a page with no picture shows (CONTENT.md): its hero's words across the width, and the site's default picture in its link preview. */
const NO_PICTURE_EXPECTATIONS = `/**
 * @jest-environment jsdom
 */
import React from "react"
import { render, screen } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { loadContent, readSectionSources } from "../content-model/load-content"
import { sectionData } from "../content-model/section-data"
import { ogPages } from "../gatsby/post-build/og-images"
import { HeroSection } from "../src/components/sections/HeroSection"
import { theme } from "../src/styles/theme"

const FILE = "content/products/${WITHOUT_PICTURE.slug}.yaml"
const page = loadContent().files.find(({ file }) => file === FILE)!.data as { title: string; sections: never[] }

test("its hero shows its heading and no picture", () => {
  render(
    <ThemeProvider theme={theme}>
      <HeroSection section={sectionData(page.sections[0], readSectionSources().sharedLists)} />
    </ThemeProvider>,
  )
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.title)
  expect(document.querySelector("img, picture")).toBeNull()
})

test("its link preview carries the home page's picture", () => {
  const previews = ogPages(loadContent().files, process.cwd())
  expect(previews.find(({ route }) => route === "/products/${WITHOUT_PICTURE.slug}/")!.artwork).toBe(
    previews.find(({ route }) => route === "/")!.artwork,
  )
})
`

/** Runs an npm script in the copy; its output, both streams, for the failure message. */
function npmIn(copy: string, script: string): { status: number | null; output: string } {
  const run = spawnSync("npm", ["run", script], { cwd: copy, encoding: "utf8", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}
/** A run's verdict: its status and, when it failed, what failed (Jest's FAIL and ✕ lines) and the end of its report. */
const verdict = ({ status, output }: { status: number | null; output: string }) => ({
  status,
  output: status === 0 ? "" : [...output.split("\n").filter((line) => /^\s*(FAIL|✕) /.test(line)), output.slice(-3000)].join("\n"),
})

/** How many tests of a file of the copy's Jest run passed, from its JSON report. */
function passedIn(report: { testResults: Array<{ name: string; assertionResults: Array<{ status: string }> }> }, file: string): number {
  const result = report.testResults.find(({ name }) => name.endsWith(file))
  return result ? result.assertionResults.filter(({ status }) => status === "passed").length : 0
}

test("a new section type, a new kind of page, an editor's rewording, reordering, added and removed cards and questions, new products and the owner's edits pass the build and the tests that judge them", async () => {
  await withProjectCopy(
    "developer-and-editor-changes",
    projectFiles(),
    async (copy) => {
      addQuoteSectionType(copy)
      addJobOpenings(copy)
      const content = path.join(copy, "content")
      makeEditorsChanges(content)
      publishExamples(content)
      const ownersEdits = makeOwnersEdits(content)
      await addProductPage(content, WITH_PICTURE, await uploadedPicture())
      await addProductPage(content, WITHOUT_PICTURE)
      fs.writeFileSync(path.join(copy, "__tests__/no-picture-page.test.tsx"), NO_PICTURE_EXPECTATIONS)

      expect(verdict(npmIn(copy, "check:content"))).toEqual({ status: 0, output: "" })
      // npm test's build, as the copy's own tests read it: in a copy of this copy, listed by git.
      execFileSync("git", ["init", "-q"], { cwd: copy })
      expect(verdict(npmIn(copy, "build:test"))).toEqual({ status: 0, output: "" })
      const shown = [...publishedExamplesShown(content, testSiteDirOf(copy)), ...ownersEditsShown(ownersEdits, testSiteDirOf(copy))]
      const missing = shown.filter(([, holds]) => !holds)
      expect(missing.map(([what]) => what)).toEqual([])
      // Kept for the site browser suite's accessibility checks and npm run bench --site (proof of work's pages).
      fs.rmSync(PUBLISHED_EXAMPLES_SITE_DIR, { recursive: true, force: true })
      fs.cpSync(testSiteDirOf(copy), PUBLISHED_EXAMPLES_SITE_DIR, { recursive: true })
      const jest = jestIn(copy, [
        "--json",
        "--outputFile=jest-report.json",
        "--testNamePattern",
        `^(?!.*${SKIPPED})`,
        QUOTE_SECTION_TESTS.file,
        JOB_OPENINGS_TESTS.file,
        ...CONTENT_TESTS,
      ])
      expect(verdict({ status: jest.status, output: jest.stderr })).toEqual({ status: 0, output: "" })
      const report = JSON.parse(fs.readFileSync(path.join(copy, "jest-report.json"), "utf8"))
      expect({ quote: passedIn(report, QUOTE_SECTION_TESTS.file), jobOpenings: passedIn(report, JOB_OPENINGS_TESTS.file) }).toEqual({
        quote: QUOTE_SECTION_TESTS.count,
        jobOpenings: JOB_OPENINGS_TESTS.count,
      })
      expect(jest.stderr).toMatch(/Test Suites:\s+\d+ passed, \d+ total/)
    },
    { linkAdmin: true },
  )
}, 900_000)
