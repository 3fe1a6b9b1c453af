import path from "path"
import type { GatsbyNode } from "gatsby"
import { ADMIN_PATH } from "../../admin/admin-path"
import { localCmsBackendOrigin } from "../../admin/local-cms-backend"
import { adminContentSecurityPolicy } from "../post-build/security-headers"
import { keepFirstContentChange } from "./keep-first-content-change"
import { redirectOldAddressesInDevelop } from "./redirect-old-addresses-in-develop"
import { showContentProblemsInDevelop } from "./show-content-problems-in-develop"

/**
 * gatsby develop serves static/'s files but not an index.html for a folder's
 * path, so /admin/ on the dev server would be its 404 page; this serves the
 * CMS's page there, as a built site does, under the policy the built site gives it
 * plus decap-server's origin (the local back end npm start runs). It also shows content/'s
 * problems over every page, so a mistake in content never stops the server nor /admin/, leads old
 * addresses on as Netlify's _redirects will (redirect-old-addresses-in-develop.ts), and keeps
 * the first change of content/ from being lost (keep-first-content-change.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, actions, getNode }) => {
  const page = path.resolve("static", ADMIN_PATH.slice(1), "index.html")
  const policy = adminContentSecurityPolicy({ localBackend: localCmsBackendOrigin() })
  app.get(
    [ADMIN_PATH, `${ADMIN_PATH}index.html`],
    (_request: unknown, response: { setHeader(name: string, value: string): void; sendFile(file: string): void }) => {
      response.setHeader("Content-Security-Policy", policy)
      response.sendFile(page)
    },
  )
  redirectOldAddressesInDevelop(app)
  showContentProblemsInDevelop(app)
  keepFirstContentChange({ actions, getNode })
}
