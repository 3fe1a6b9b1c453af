/*
 * Netlify Forms, the enquiry's store: Netlify registers a form it finds in a deploy's static HTML
 * (data-netlify, its name and every field's name) and keeps each POST to the site naming it in
 * `form-name`; fields it did not register are dropped. So every page with the form carries one
 * registration with every field the script sends, and the script posts the same names
 * (./enquiry-schema.ts's REGISTERED_FIELDS).
 *
 * Apart from the schema, and importing nothing, because the scripted post's code, fetched on the
 * form's first focus, reads these and nothing else of it: the rest of the schema is then compiled
 * into the form's own file alone, without the module wiring a shared module needs.
 */

/** Where the form lands after a send, with JavaScript or without. */
export const THANK_YOU_PATH = "/thank-you/"

/** The one form Netlify registers, on every page that shows the contact form. */
export const NETLIFY_FORM_NAME = "enquiry"
/** The hidden field naming the form in each POST (Netlify's own name for it). */
export const FORM_NAME_FIELD = "form-name"
/** Where the form without JavaScript and the script both post: a static page, as Netlify requires, where the former lands. */
export const FORM_ACTION = THANK_YOU_PATH

/** The consent box's name and the value a ticked box posts. */
export const TERMS_FIELD = { name: "terms", agreed: "on" } as const
