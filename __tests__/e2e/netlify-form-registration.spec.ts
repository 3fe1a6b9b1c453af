import { expect, test } from "@playwright/test"
import { JSDOM } from "jsdom"
import { FORM_ACTION } from "../../src/site/enquiry-schema"
import { CONTACT_PATH } from "../../src/site/enquiry-route"
import { EXPECTED_REGISTRATION, enquiryForms, registrationOf } from "../support/enquiry-registration"
import { E2E_SITE_ORIGIN } from "./support/origins"
import { builtRoutes } from "./support/routes"

/*
 * The enquiry's store on `netlify build` output (issue 45), as Netlify's own server serves it: the
 * HTML Netlify's form detection reads at deploy time must register one form on every page that
 * shows it, with exactly the fields the script posts, or Netlify drops what it did not register.
 *
 * It stops there: `netlify dev` does not accept form submissions (netlify/cli#447), so a POST to it
 * proves nothing about Netlify Forms. What a submission stores is judged on the local stand-in
 * (scripts/enquiry-inbox.ts: contact-form-paths.spec.ts, dev/servers.spec.ts), and on the live site
 * by the launch checklist's test send (docs/contact-form.md).
 */

const routes = builtRoutes()

test("every page that shows the contact form, as Netlify serves it, registers one form with the fields the script posts", async ({
  request,
}) => {
  const withForm: string[] = []
  for (const route of routes) {
    const response = await request.get(`${E2E_SITE_ORIGIN}${route}`)
    expect(response.status(), route).toBe(200)
    const forms = enquiryForms(new JSDOM(await response.text()).window.document)
    if (forms.length === 0) continue
    withForm.push(route)
    expect({ route, forms: forms.length }).toEqual({ route, forms: 1 })
    expect({ route, registration: registrationOf(forms[0]) }).toEqual({ route, registration: EXPECTED_REGISTRATION })
  }
  expect(withForm).toContain(CONTACT_PATH)
})

test("the form's action is a static page Netlify serves, where the post without JavaScript lands", async ({ request }) => {
  const response = await request.get(`${E2E_SITE_ORIGIN}${FORM_ACTION}`)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/html/)
})
