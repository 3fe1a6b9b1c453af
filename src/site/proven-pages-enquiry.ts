import type { EnquiryContext } from "./enquiry-route"

/**
 * The context a page that proves others (a case study) gives those of its buttons to the contact
 * form that name none: the one the proven pages' own calls to action give, so that a visitor
 * convinced by a study lands on the form as one convinced by the page it proves would. The first
 * proven page whose call to action names a product (its service selected, the product on the
 * message's "About:" line), else the first proven page's (its service). Null when none has one.
 * Pure, without React: the build (gatsby/node/create-pages.ts) reads it.
 */
export function provenPagesEnquiry(
  proves: readonly string[],
  enquiryOf: (route: string) => EnquiryContext | null | undefined,
): EnquiryContext | null {
  const contexts = proves.map(enquiryOf).filter((context): context is EnquiryContext => Boolean(context?.service))
  return contexts.find((context) => context.about) ?? contexts[0] ?? null
}
