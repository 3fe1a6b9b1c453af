/**
 * @jest-environment node
 */
import { ENQUIRY_FIELDS, ENQUIRY_SCHEMA, type FieldDescription } from "../../src/site/enquiry-schema"
import { EXPECTED_REGISTRATION, enquiryForms, registrationOf } from "../support/enquiry-registration"
import { CONTACT_PATH } from "../../src/site/enquiry-route"
import { builtPages } from "./support"

/*
 * Netlify registers a form from the deploy's static HTML (issue 45): every page showing the
 * contact form must carry the registration, all with one field set, the set the script posts.
 */

const pages = builtPages()
const withForm = pages.filter(({ document }) => enquiryForms(document).length > 0)

it("the contact form is on some built pages, the contact page among them", () => {
  expect(withForm.map(({ route }) => route)).toContain(CONTACT_PATH)
})

describe.each(withForm.map(({ route, document }) => [route, document] as const))("%s", (route, document) => {
  const [form, ...others] = enquiryForms(document)

  it("carries one form Netlify registers, with exactly the fields the script posts (one set on every page) and the trap", () => {
    expect(others).toHaveLength(0)
    expect(registrationOf(form)).toEqual(EXPECTED_REGISTRATION)
  })

  it("lets the browser check what it can without JavaScript, and writes the page into its hidden field", () => {
    expect(form.hasAttribute("novalidate")).toBe(false)
    for (const field of ENQUIRY_FIELDS) {
      const control = form.querySelector(`[name="${field}"]`)!
      const description: FieldDescription = ENQUIRY_SCHEMA[field]
      expect({ field, required: control.hasAttribute("required") }).toEqual({ field, required: true })
      if (description.type) expect({ field, type: control.getAttribute("type") }).toEqual({ field, type: description.type })
      if (description.maxLength)
        expect({ field, max: control.getAttribute("maxlength") }).toEqual({ field, max: String(description.maxLength) })
      if (description.pattern) expect({ field, pattern: control.getAttribute("pattern") }).toEqual({ field, pattern: description.pattern })
    }
    expect(form.querySelector('input[type="hidden"][name="page"]')?.getAttribute("value")).toBe(route)
    const context = form.querySelector('input[type="hidden"][name="context"]')?.getAttribute("value")
    if (route.startsWith(CONTACT_PATH) && route !== CONTACT_PATH) expect(context).not.toBe("")
    else expect(context).toBe("")
  })
})
