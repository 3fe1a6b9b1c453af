import fs from "fs"
import path from "path"
import { findContentProblems } from "../../content-model/load-content"
import { CONTENT_PROBLEMS_PATH, contentProblemsPanel, contentProblemsWatcher } from "./content-problems-panel"

interface DevRequest {
  method: string
}
interface DevResponse {
  type(type: string): DevResponse
  send(body: string): void
  sendFile(file: string, ...rest: unknown[]): void
}
interface DevApp {
  get(route: string, handler: (request: DevRequest, response: DevResponse) => void): void
  use(handler: (request: DevRequest, response: DevResponse, next: () => void) => void): void
}

/** The page shell gatsby develop sends for every page (its catch-all route, without DEV_SSR). */
const DEVELOP_SHELL = path.join(".cache", "develop-html", "index.html")

/**
 * In develop, content/ is judged again on each page load and every two seconds from the open page,
 * and its problems are shown over every page (content-problems-panel.ts) instead of stopping the
 * server, so an editor can mend them at /admin/, which the same server serves.
 */
export function showContentProblemsInDevelop(app: DevApp): void {
  app.get(CONTENT_PROBLEMS_PATH, (_request, response) => {
    response.type("html").send(contentProblemsPanel(findContentProblems()))
  })
  app.use((request, response, next) => {
    if (request.method === "GET") {
      const sendFile = response.sendFile.bind(response)
      response.sendFile = (file, ...rest) => {
        if (!file.endsWith(DEVELOP_SHELL)) return sendFile(file, ...rest)
        const watcher = contentProblemsWatcher(contentProblemsPanel(findContentProblems()))
        response.type("html").send(fs.readFileSync(file, "utf8").replace("</body>", `${watcher}</body>`))
      }
    }
    next()
  })
}
