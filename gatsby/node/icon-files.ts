import fs from "fs"
import path from "path"
import { ICON_FILES_PATH, iconFile, iconFileUrl, type IconSource } from "../../content-model/icon-svg"

/** Where the build writes icon files: public/icons/, which `gatsby develop` serves too. */
export const ICON_FILES_DIR = path.join(process.cwd(), "public", ICON_FILES_PATH)

/**
 * An icon drawn as a file, written into public/icons/ when GraphQL asks for
 * its address, as gatsby-source-filesystem's `publicURL` copies a file into
 * public/static/ when asked for: every icon a page shows is there, and no
 * other. Written through a temporary file, so a page served meanwhile never
 * gets half of it.
 */
export const publishIconFile: IconSource = (request) => {
  const file = iconFile(request)
  if (!file) return null
  const target = path.join(ICON_FILES_DIR, file.fileName)
  if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== file.svg) {
    fs.mkdirSync(ICON_FILES_DIR, { recursive: true })
    const temporary = `${target}.${process.pid}.tmp`
    fs.writeFileSync(temporary, file.svg)
    fs.renameSync(temporary, target)
  }
  return iconFileUrl(request)
}
