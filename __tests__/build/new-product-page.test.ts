/**
 * @jest-environment node
 *
 * Tests judge content by rules, not by today's content: a copy of the project gets a 14th product
 * page as an editor adds one in the CMS (hero with an uploaded picture and its description, text,
 * FAQ, menu entry) and a 15th with no picture at all, and the tests that judge content/ run there and
 * pass. The subset is every Jest test that reads content/ without a build: the content check and its
 * rules, the pictures the pages name, one page per file, the CMS's round trip; plus what a page with
 * no picture shows. The built-site tests are left out (they need a full build, minutes on this
 * machine); they are written as the same rules (hero-pictures, requirements-acceptance: "at least
 * these pages, each in its menu").
 */
import fs from "fs"
import path from "path"
import { addProductPage, newProductPage, uploadedPicture } from "../support/new-product-page"
import { jestIn, withProjectCopy } from "../support/project-copy"

/** What the copy needs to run the content tests under Jest. */
const COPIED = ["content", "gatsby", "src", "scripts", "admin/src", "__mocks__", "__tests__/support", "__tests__/build"]
/** The tests that judge content/, run in the copy. */
const CONTENT_TESTS = [
  "__tests__/build/content-rules.test.ts",
  "__tests__/build/page-artwork.test.ts",
  "__tests__/build/create-pages.test.ts",
  "__tests__/build/content-round-trip.test.ts",
  "__tests__/no-picture-page.test.tsx",
]
// Renders every drawn SVG again: about pictures drawn in the repository, not content, and a minute of CPU.
const SKIPPED = "are committed as npm run artwork renders them"

const WITH_PICTURE = newProductPage("pet-care-app-development", "Pet Care App Development", {
  file: "pet-care-app-development.png",
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
import { loadContent, readSectionSources } from "../gatsby/content/load-content"
import { sectionData } from "../gatsby/content/section-data"
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

test("a product added with an uploaded picture and an FAQ, and one with no picture, pass the tests that judge content", async () => {
  await withProjectCopy(
    "new-product-page",
    COPIED,
    async (copy) => {
      await addProductPage(path.join(copy, "content"), WITH_PICTURE, await uploadedPicture())
      await addProductPage(path.join(copy, "content"), WITHOUT_PICTURE)
      fs.writeFileSync(path.join(copy, "__tests__/no-picture-page.test.tsx"), NO_PICTURE_EXPECTATIONS)

      const jest = jestIn(copy, ["--testNamePattern", `^(?!.*${SKIPPED})`, ...CONTENT_TESTS])
      expect({ status: jest.status, output: jest.status === 0 ? "" : jest.stderr.slice(-6000) }).toEqual({ status: 0, output: "" })
      expect(jest.stderr).toMatch(new RegExp(`Test Suites:\\s+${CONTENT_TESTS.length} passed, ${CONTENT_TESTS.length} total`))
    },
    { linkAdmin: true },
  )
}, 300_000)
