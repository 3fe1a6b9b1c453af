import {
  ENQUIRY_FIELDS,
  FORM_NAME_FIELD,
  HONEYPOT,
  NETLIFY_FORM_ATTRIBUTES,
  NETLIFY_FORM_NAME,
  SOURCE_FIELDS,
  type Enquiry,
} from "../../src/site/enquiry-schema"
import { storeBody } from "../../src/components/contact/netlify-form"
import type { EnquirySource } from "../../src/components/contact/send-enquiry"

/*
 * What Netlify's form detection reads of a page (issue 45), judged on the built site (Jest) and on
 * what Netlify serves after `netlify build` (the delivery suite): one form per page, registered by
 * its attributes, with exactly the fields the script posts.
 */

/** A page's enquiry forms: every form Netlify would register or that holds a field of the enquiry's. */
export const enquiryForms = (document: Document): HTMLFormElement[] =>
  Array.from(document.querySelectorAll("form")).filter(
    (form) => form.hasAttribute("data-netlify") || ENQUIRY_FIELDS.some((field) => form.querySelector(`[name="${field}"]`)),
  )

/** The names the script posts to the store, read from its own request body (an empty enquiry). */
const blank = <Name extends string>(names: readonly Name[]) => Object.fromEntries(names.map((name) => [name, ""])) as Record<Name, string>
const scriptPosts = [...new URLSearchParams(storeBody(blank(ENQUIRY_FIELDS) as Enquiry, blank(SOURCE_FIELDS) as EnquirySource)).keys()]

/** What Netlify registers of a form: the attributes it reads, the hidden form-name's value, the distinct field names. */
export function registrationOf(form: Element) {
  const attributes = Object.fromEntries(Object.keys(NETLIFY_FORM_ATTRIBUTES).map((name) => [name, form.getAttribute(name)]))
  const formName = form.querySelector(`input[type="hidden"][name="${FORM_NAME_FIELD}"]`)?.getAttribute("value") ?? null
  const fields = [...new Set(Array.from(form.querySelectorAll("[name]"), (control) => control.getAttribute("name")))].sort()
  return { ...attributes, formName, fields }
}

/** The one registration every page with the form carries: the schema's attributes, the spam trap, and the script's fields. */
export const EXPECTED_REGISTRATION = {
  ...NETLIFY_FORM_ATTRIBUTES,
  formName: NETLIFY_FORM_NAME,
  fields: [...scriptPosts, HONEYPOT.name].sort(),
}
