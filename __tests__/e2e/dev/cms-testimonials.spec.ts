import { expect, test } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { formatProblem } from "../../../content-model/content-files"
import { findContentProblems } from "../../../content-model/load-content"
import { DEV_COPY } from "../support/origins"
import { keepFolder, publish, signIn } from "../support/cms"

/*
 * A study's testimonials survive a rename, at /admin/ of the dev site as npm start runs it (see
 * cms.spec.ts): a draft study chooses a testimonial by its person's name in the CMS, the file keeps
 * the testimonial's key, and correcting the person's name under Shared lists keeps the study whole.
 * The test writes its own testimonial and study into the copy, and puts content/ back after.
 */

const workingCopy = DEV_COPY.dir
const TESTIMONIALS = "content/shared/testimonials.yaml"
const STUDY_SLUG = "spec-quoted-study"
const STUDY = `content/case-studies/${STUDY_SLUG}.yaml`
const KEY = "spec-quoted-person"
const NAME = "Spec Quoted Person"
const RENAMED = "Spec Q. Person"

// Days kept as the text they are (js-yaml's default makes Dates of them, which it would write back as timestamps).
const read = <T>(file: string) => yaml.load(fs.readFileSync(path.join(workingCopy, file), "utf8"), { schema: yaml.JSON_SCHEMA }) as T
const write = (file: string, data: unknown) => fs.writeFileSync(path.join(workingCopy, file), yaml.dump(data))
const checkOfWorkingCopy = () => findContentProblems(path.join(workingCopy, "content")).map(formatProblem)
type Testimonial = { key: string; name: string }

let restore: () => void
test.beforeAll(() => {
  restore = keepFolder(path.join(workingCopy, "content"))
  // A published testimonial of the test's own, first in the list, and a draft study with a testimonials section.
  const testimonial = { key: KEY, quote: "They listened first.", name: NAME, role: "Owner", company: "Spec Shop", permission: "2026-01-01" }
  write(TESTIMONIALS, [testimonial, ...read<Testimonial[]>(TESTIMONIALS)])
  write(STUDY, {
    slug: STUDY_SLUG,
    title: "A Spec Study",
    description: "A study the test writes.",
    draft: true,
    published: "2026-01-02",
    summary: "One sentence.",
    client: { description: "A shop in Pune", namingAllowed: false, industry: "Retail", city: "Pune" },
    proves: [read<{ services: Array<{ url: string }> }>("content/navigation.yaml").services[0].url],
    sections: [
      { type: "hero", heading: "A Spec Study", subheading: "What it changed.", button: { label: "Ask", url: "/contact-us/" } },
      { type: "testimonials", heading: "What Spec Shop Says" },
    ],
  })
})
test.afterAll(() => restore())

test("a study's chosen testimonial is picked by name, kept by key, and still quoted after the person's name is corrected", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page)
  await page.goto(`/admin/#/collections/case-studies/entries/${STUDY_SLUG}`)
  // The picker shows the people's names; the file gets the key.
  const picker = page.locator('input[id^="people-field-"]')
  await picker.fill("Spec Quoted")
  await page.getByRole("option", { name: NAME }).click()
  await publish(page)
  await expect.poll(() => read<{ sections: Array<{ people?: string[] }> }>(STUDY).sections[1].people, { timeout: 15_000 }).toEqual([KEY])
  expect(checkOfWorkingCopy()).toEqual([])

  // The person's name corrected under Shared lists → Testimonials.
  await page.goto("about:blank")
  await page.goto("/admin/#/collections/shared/entries/testimonials")
  // A closed entry shows its person's name; the bar above it opens it (its first button).
  await page.getByText(NAME, { exact: true }).first().locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click()
  await page.locator('input[id^="name-field-"]').first().fill(RENAMED)
  await publish(page)
  await expect.poll(() => read<Testimonial[]>(TESTIMONIALS)[0].name, { timeout: 15_000 }).toBe(RENAMED)
  expect(read<Testimonial[]>(TESTIMONIALS)[0].key).toBe(KEY)
  expect(checkOfWorkingCopy()).toEqual([])

  // The study's preview quotes the person under the corrected name.
  await page.goto("about:blank")
  await page.goto(`/admin/#/collections/case-studies/entries/${STUDY_SLUG}`)
  await expect(page.frameLocator("#preview-pane").locator("main cite")).toHaveText(RENAMED, { timeout: 15_000 })
})
