/**
 * A picture field's upload limit and hint (content/schema/fields.ts MAX_PICTURE_MB), given to Decap's media
 * library as the field's `media_library.config.max_file_size` (Decap's documented option), and the
 * words its refusal says instead of Decap's "Configured to not allow files greater than 5000 kB".
 */
import { MAX_PICTURE_MB } from "../../content/schema/content-schema"

export const PICTURE_UPLOAD_LIMIT = { config: { max_file_size: MAX_PICTURE_MB * 1_000_000 } }

export const PICTURE_TOO_LARGE =
  `This picture is larger than ${MAX_PICTURE_MB} MB, so it was not uploaded. ` +
  "Save it smaller (2,000 pixels across is plenty for this site) and upload it again."

/**
 * What a picture field says under its button, in place of the schema's description, which tells a
 * developer how the YAML file writes the picture's path: the owner picks or uploads it and never types one.
 */
export const PICTURE_HINT = `A PNG, JPEG, WebP or AVIF picture of at most ${MAX_PICTURE_MB} MB: pick one already uploaded, or upload your own.`

type Locale = { mediaLibrary: { mediaLibrary: Record<string, string> } }

/** Decap's English words with the refusal of a picture over the limit said as above. */
export function withPictureLimitWords<L extends Locale>(locale: L): L {
  locale.mediaLibrary.mediaLibrary.fileTooLarge = PICTURE_TOO_LARGE
  return locale
}
