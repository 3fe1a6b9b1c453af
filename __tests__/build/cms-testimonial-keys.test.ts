/**
 * @jest-environment node
 *
 * The CMS gives a testimonial its key as it is first saved, from the person's name, and never
 * changes it: a study that chose the testimonial still quotes it after the name is corrected.
 */
import { SHARED_LIST_FIELD } from "../../admin/src/shared-list-field"
import { withTestimonialKeys } from "../../admin/src/testimonial-keys"
import { TESTIMONIALS_FILE } from "../../content-model/page-rules"
import { TestimonialSchema } from "../../content/schema/content-schema"

const saved = (...entries: object[]) => ({ [SHARED_LIST_FIELD]: entries })
const keysOf = (data: unknown) => ((data as Record<string, Array<{ key?: string }>>)[SHARED_LIST_FIELD] ?? []).map(({ key }) => key)
const keyPattern = new RegExp((TestimonialSchema.properties.key as unknown as { pattern: string }).pattern)

test("makes a new testimonial's key from its person's name, as the schema writes a key", () => {
  const keyed = withTestimonialKeys(
    TESTIMONIALS_FILE,
    saved({ name: "Sunita Kale", quote: "Q" }, { name: "Dr. Ravi Kumar-Rao", quote: "Q" }),
  )
  expect(keysOf(keyed)).toEqual(["sunita-kale", "dr-ravi-kumar-rao"])
  for (const name of ["Sunita R. Kalé", "  Ōtsuka & Sons  ", "सुनीता", "A"])
    expect(keysOf(withTestimonialKeys(TESTIMONIALS_FILE, saved({ name })))[0]).toMatch(keyPattern)
})

test("keeps a key already made when the name changes, and its other fields as they are", () => {
  const renamed = saved({ key: "sunita-kale", name: "Sunita R. Kale", quote: "Q", draft: true })
  expect(withTestimonialKeys(TESTIMONIALS_FILE, renamed)).toEqual(renamed)
})

test("gives a new testimonial a key no other has, whatever the names", () => {
  const keyed = withTestimonialKeys(
    TESTIMONIALS_FILE,
    saved(
      { key: "sunita-kale", name: "Sunita R. Kale" },
      { name: "Sunita Kale" },
      { name: "Sunita Kale" },
      { key: "sunita-kale-2", name: "S" },
    ),
  )
  expect(keysOf(keyed)).toEqual(["sunita-kale", "sunita-kale-3", "sunita-kale-4", "sunita-kale-2"])
})

test("leaves every other file as it is", () => {
  const page = { slug: "home", [SHARED_LIST_FIELD]: [{ name: "Not a testimonial" }] }
  expect(withTestimonialKeys("content/pages/home.yaml", page)).toBe(page)
  const industries = saved({ title: "Retail" })
  expect(withTestimonialKeys("content/shared/industries.yaml", industries)).toBe(industries)
})
