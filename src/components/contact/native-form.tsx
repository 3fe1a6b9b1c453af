import React, { useContext } from "react"
import {
  ENQUIRY_SCHEMA,
  FORM_NAME_FIELD,
  NETLIFY_FORM_NAME,
  SOURCE_FIELDS,
  type EnquiryField,
  type SourceField,
} from "../../site/enquiry-schema"
import type { FieldDescription } from "../../site/enquiry-schema"
import { PageEnquiryContext } from "../../site/page-enquiry-context"
import { usePageOfSection } from "../sections/page-of-section"
import { describeContext } from "./describe-context"

/*
 * What the form is in the page's HTML, before or without its JavaScript: a form Netlify registers
 * and stores, which the browser checks itself. Once the script runs, its own checks speak instead.
 */

/**
 * A field's attributes from the schema. The type and length limit are the browser's only before
 * the script runs: after, the checks say what is wrong in the site's words, and by how much a text
 * is over its limit (./length-limit.ts), rather than the browser cutting a pasted text short.
 */
export function browserChecks(field: EnquiryField, scripted: boolean) {
  const description: FieldDescription = ENQUIRY_SCHEMA[field]
  return {
    control: description.control,
    type: scripted && description.type === "email" ? "text" : description.type,
    autoComplete: description.autoComplete,
    pattern: description.pattern,
    maxLength: scripted ? undefined : description.maxLength,
  }
}

/**
 * The registration's hidden fields: the form's name, and every field the script sends beside the
 * visitor's, so that Netlify registers them all (one field set on every page). The page (its
 * address, from the page template) and its call to action are written at build time; the script
 * fills in the rest when it sends.
 */
export function NetlifyFields() {
  const context = useContext(PageEnquiryContext)
  const page = usePageOfSection().route ?? ""
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
