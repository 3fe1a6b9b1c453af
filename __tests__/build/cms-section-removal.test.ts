/**
 * @jest-environment node
 *
 * The question the CMS asks before a section is removed (the browser test,
 * __tests__/e2e/dev/cms.spec.ts, answers it both ways).
 */
import { removalQuestion } from "../../admin/src/section-removal"

describe("removing a section in the CMS", () => {
  it("names the section by its place, type and heading, and says how to get it back", () => {
    expect(removalQuestion({ type: "faq", heading: "Questions about laundry apps" }, 3)).toBe(
      'Remove section 4, Questions and answers "Questions about laundry apps", and everything in it? (Until you save, leaving the page without saving brings it back.)',
    )
  })

  it("names a section without a heading, or one not yet given a type, by its place", () => {
    expect(removalQuestion({ type: "text", paragraphs: ["…"] }, 0)).toMatch(/^Remove section 1, Text, and everything in it\?/)
    expect(removalQuestion({}, 1)).toMatch(/^Remove section 2, section, and everything in it\?/)
  })
})
