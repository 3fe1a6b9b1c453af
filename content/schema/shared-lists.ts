/**
 * The lists written once and shown on several pages (content/shared/<name>.yaml, "Shared lists"
 * in the CMS); a section type shows one by `showsList` (./sections.ts).
 */
import { Type, type Static } from "@sinclair/typebox"
import { icon, MAX_LENGTH, object, text } from "./fields"
import { TestimonialSchema } from "./proof-of-work"

export const SHARED_LIST_SCHEMAS = {
  industries: Type.Array(object({ title: text("Title"), icon: icon("icons", { file: "onPrimary" }) }, "Industry"), {
    minItems: 1,
    title: "Industries we serve",
  }),
  reasons: Type.Array(object({ title: text("Title", undefined, MAX_LENGTH.itemTitle), description: text("Description", undefined, MAX_LENGTH.sentence), icon: icon() }, "Reason"), {
    minItems: 1,
    title: "Why choose us",
  }),
  technologies: Type.Array(
    object(
      {
        title: text("Category"),
        stacks: Type.Array(object({ title: text("Title"), icon: icon("icons-or-logos", { file: "ink" }) }, "Technology"), {
          minItems: 1,
          title: "Technologies",
        }),
      },
      "Category",
    ),
    { minItems: 1, title: "Technology stack" },
  ),
  testimonials: Type.Array(TestimonialSchema, { title: "Testimonials" }),
}

export type SharedList = keyof typeof SHARED_LIST_SCHEMAS
export const SHARED_LISTS = Object.keys(SHARED_LIST_SCHEMAS) as SharedList[]

export type Industry = Static<typeof SHARED_LIST_SCHEMAS.industries>[number]
export type Reason = Static<typeof SHARED_LIST_SCHEMAS.reasons>[number]
export type TechnologyCategory = Static<typeof SHARED_LIST_SCHEMAS.technologies>[number]
