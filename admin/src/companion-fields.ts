/**
 * Words for a field the content schema requires only beside another (an object's `dependencies`:
 * a picture needs its description, wherever it is). The form's label says when it is required
 * (fields.ts requiredWhen); the save's check (save-check.ts) refuses it missing, marking the field,
 * and notes it in a draft, as the build's check does.
 */

/** A noun with its article: "an image", "a photo". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`
