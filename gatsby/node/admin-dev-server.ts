import path from "path"
import type { GatsbyNode } from "gatsby"
import { ADMIN_PATH } from "../content/admin-path"

/**
 * gatsby develop serves static/'s files but not an index.html for a folder's
 * path, so /admin/ on the dev server would be its 404 page; this serves the
 * CMS's page there, as a built site does.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const page = path.resolve("static", ADMIN_PATH.slice(1), "index.html")
  app.get([ADMIN_PATH, `${ADMIN_PATH}index.html`], (_request: unknown, response: { sendFile(file: string): void }) =>
    response.sendFile(page),
  )
}
