/**
 * The words of content/words.yaml as the tests read them (the one source; the Jest and the browser
 * tests alike), beside the wording the requirements fix, which src/components/contact/enquiry.ts holds.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { WordsContent } from "../../content/schema/content-schema"
import { MESSAGES as FIXED_MESSAGES } from "../../src/components/contact/enquiry"
import { fillIn } from "../../src/components/ui/fill-in"

export const WORDS = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/words.yaml"), "utf8")) as WordsContent

export const FIELD_LABELS = WORDS.form.labels
export const SUBMIT_LABEL = WORDS.form.submit
export const PHONE_HINT = WORDS.form.phoneHint
/** The message's first line on a form opened from a call to action, naming `about`. */
export const aboutLine = (about: string) => fillIn(WORDS.form.aboutLine, { about })

/** Every message the form shows: the requirements' (fixed) and the editor's. */
export const MESSAGES = { ...FIXED_MESSAGES, ...WORDS.form }

/** The failure notice's words, its e-mail subject filled in as the notice does. */
export const FALLBACK = { ...WORDS.failureNotice, subject: (service: string) => fillIn(WORDS.failureNotice.subject, { service }) }
