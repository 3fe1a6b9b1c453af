import { expect, test } from "@playwright/test"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import sharp from "sharp"
import { formatProblem } from "../../../content-model/content-files"
import { findContentProblems } from "../../../content-model/load-content"
import { DEV_COPY } from "../support/origins"
import { keepFolder, publish, signIn } from "../support/cms"
import { DRAFT_MARK } from "../../../admin/src/draft-marks"

/*
 * A study's testimonials survive a rename, at /admin/ of the dev site as npm start runs it (see
 * cms.spec.ts): a draft study chooses a testimonial by its person's name in the CMS, the file keeps
 * the testimonial's key, and correcting the person's name under Shared lists keeps the study whole.
 * A draft testimonial is marked a draft in the list and among the study's choices. The test writes
 * its own testimonials and study into the copy, and puts content/ back after.
 */

const workingCopy = DEV_COPY.dir
const TESTIMONIALS = "content/shared/testimonials.yaml"
const STUDY_SLUG = "spec-quoted-study"
const STUDY = `content/case-studies/${STUDY_SLUG}.yaml`
const KEY = "spec-quoted-person"
const NAME = "Spec Quoted Person"
const RENAMED = "Spec Q. Person"
const PHOTO = "spec-quoted-person.png"
/** A testimonial of the test's own kept as a draft. */
const PARKED = { key: "spec-parked-person", name: "Spec Parked Person" }

// Days kept as the text they are (js-yaml's default makes Dates of them, which it would write back as timestamps).
const read = <T>(file: string) => yaml.load(fs.readFileSync(path.join(workingCopy, file), "utf8"), { schema: yaml.JSON_SCHEMA }) as T
const write = (file: string, data: unknown) => fs.writeFileSync(path.join(workingCopy, file), yaml.dump(data))
const checkOfWorkingCopy = () => findContentProblems(path.join(workingCopy, "content")).map(formatProblem)
type Testimonial = { key: string; name: string }

let restore: () => void
test.beforeAll(async () => {
  restore = keepFolder(path.join(workingCopy, "content"))
  // A published testimonial of the test's own, first in the list, with every field filled in (more
  // than the eight whose order Decap's Immutable data keeps), and a draft study with a testimonials section.
  const servicePage = read<{ services: Array<{ url: string }> }>("content/navigation.yaml").services[0].url
  await sharp({ create: { width: 64, height: 64, channels: 3, background: "#808080" } })
    .png()
    .toFile(path.join(workingCopy, "content/images", PHOTO))
  const testimonial = {
    key: KEY,
    draft: false,
    quote: "They listened first.",
    name: NAME,
    role: "Owner",
    company: "Spec Shop",
    photo: `../images/${PHOTO}`,
    photoAlt: "A grey square",
    permission: "2026-01-01",
    about: [servicePage],
  }
  // And a draft of the test's own, last in the list, with the same words and no photo.
  const { photo, photoAlt, ...words } = testimonial
  write(TESTIMONIALS, [testimonial, ...read<Testimonial[]>(TESTIMONIALS), { ...words, ...PARKED, draft: true }])
  write(STUDY, {
    slug: STUDY_SLUG,
    title: "A Spec Study",
    description: "A study the test writes.",
    draft: true,
    published: "2026-01-02",
    summary: "One sentence.",
    client: { description: "A shop in Pune", namingAllowed: false, industry: "Retail", city: "Pune" },
    proves: [servicePage],
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

  // The person's name corrected under Shared lists → Testimonials: that name alone changes, every
  // testimonial's fields in the order they had (Immutable keeps the order of at most eight).
  const fieldOrders = () => read<Testimonial[]>(TESTIMONIALS).map((testimonial) => Object.keys(testimonial))
  const ordersBefore = fieldOrders()
  await page.goto("about:blank")
  await page.goto("/admin/#/collections/shared/entries/testimonials")
  // A closed entry shows its person's name; the bar above it opens it (its first button).
  await page.getByText(NAME, { exact: true }).first().locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click()
  await page.locator('input[id^="name-field-"]').first().fill(RENAMED)
  await publish(page)
  await expect.poll(() => read<Testimonial[]>(TESTIMONIALS)[0].name, { timeout: 15_000 }).toBe(RENAMED)
  expect(read<Testimonial[]>(TESTIMONIALS)[0].key).toBe(KEY)
  expect(fieldOrders()).toEqual(ordersBefore)
  expect(checkOfWorkingCopy()).toEqual([])

  // The study's preview quotes the person under the corrected name.
  await page.goto("about:blank")
  await page.goto(`/admin/#/collections/case-studies/entries/${STUDY_SLUG}`)
  await expect(page.frameLocator("#preview-pane").locator("main cite")).toHaveText(RENAMED, { timeout: 15_000 })
})

test("a draft testimonial is marked a draft in the shared list and among a study's choices, a published one is not", async ({ page }) => {
  test.setTimeout(180_000)
  const published = read<Testimonial[]>(TESTIMONIALS).find(({ key }) => key === KEY)!.name
  await signIn(page)
  // Closed entries show their person's name, a draft's after the mark.
  await page.goto("/admin/#/collections/shared/entries/testimonials")
  await expect(page.getByText(`${DRAFT_MARK}${PARKED.name}`, { exact: true })).toBeVisible()
  await expect(page.getByText(published, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(`${DRAFT_MARK}${published}`)).toHaveCount(0)

  // The study's picker names the published one unmarked (offered, or chosen by the test before) and
  // offers the draft marked, saying it of the choice once made.
  await page.goto("about:blank")
  await page.goto(`/admin/#/collections/case-studies/entries/${STUDY_SLUG}`)
  await page.locator('input[id^="people-field-"]').fill("Spec")
  await expect(page.getByText(published, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(`${DRAFT_MARK}${published}`)).toHaveCount(0)
  await page.getByRole("option", { name: `${DRAFT_MARK}${PARKED.name}`, exact: true }).click()
  await expect(page.getByText(`${DRAFT_MARK}${PARKED.name}`, { exact: true })).toBeVisible()
})
