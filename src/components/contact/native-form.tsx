import React, { useContext } from "react"
import { LocationContext } from "@gatsbyjs/reach-router"
import { ENQUIRY_SCHEMA, SOURCE_FIELDS, type EnquiryField, type SourceField } from "./enquiry"
import { describeContext } from "./enquiry-context"
import { FORM_NAME_FIELD, NETLIFY_FORM_NAME } from "./netlify-form"
import { PageEnquiryContext } from "../../site/page-enquiry-context"

/*
 * What the form is in the page's HTML, before or without its JavaScript: a form Netlify registers
 * and stores, which the browser checks itself. Once the script runs, its own checks speak instead.
 */

/**
 * A field's attributes from the schema. The length limit is the browser's only before the script
 * runs: after, the checks say by how much a text is over it (./length-limit.ts) rather than the
 * browser cutting a pasted text short without a word.
 */
export function browserChecks(field: EnquiryField, scripted: boolean) {
  const { control, ...description } = ENQUIRY_SCHEMA[field] as (typeof ENQUIRY_SCHEMA)[EnquiryField] & {
    type?: string
    maxLength?: number
    pattern?: string
    autoComplete?: string
  }
  return {
    control,
    type: description.type,
    autoComplete: description.autoComplete,
    pattern: description.pattern,
    maxLength: scripted ? undefined : description.maxLength,
  }
}

/**
 * The registration's hidden fields: the form's name, and every field the script sends beside the
 * visitor's, so that Netlify registers them all (one field set on every page). The page and its
 * call to action are written at build time; the script fills in the rest when it sends.
 */
export function NetlifyFields() {
  const context = useContext(PageEnquiryContext)
  // Gatsby provides the location while it renders the page at build time and in the browser.
  const page = useContext(LocationContext)?.location?.pathname ?? ""
  const written: Partial<Record<SourceField, string>> = { page, context: describeContext(context) }
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={NETLIFY_FORM_NAME} />
      {SOURCE_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={written[field] ?? ""} />
      ))}
    </>
  )
}
