import fs from "fs"
import path from "path"
import { isAdminFile } from "../../../gatsby/content/admin-path"

const PUBLIC_DIR = path.resolve(__dirname, "../../../public")

/** Every route of the built site a visitor sees (folders of public/ holding an index.html; not the CMS). */
export function builtRoutes(): string[] {
  const routes: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || ["static", "page-data", "~partytown"].includes(entry.name)) continue
      const full = path.join(folder, entry.name)
      if (isAdminFile(`${path.relative(PUBLIC_DIR, full).split(path.sep).join("/")}/`)) continue
      if (fs.existsSync(path.join(full, "index.html"))) routes.push(`/${path.relative(PUBLIC_DIR, full).split(path.sep).join("/")}/`)
      walk(full)
    }
  }
  walk(PUBLIC_DIR)
  return ["/", ...routes.sort()]
}
