/**
 * @jest-environment node
 *
 * Case studies and testimonials once published: a copy of the project with every example's
 * `draft: true` (content/case-studies/, content/shared/testimonials.yaml) set to false, built as
 * the site is, and its pages read. Judged by rule against the copy's own content.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { JSDOM } from "jsdom"
import { withProjectCopy } from "../support/project-copy"
import { projectFiles } from "../../scripts/project-files"

interface StudyFile {
  slug: string
  proves: string[]
}

const publish = (file: string) =>
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^(\s*-?\s*)draft: true$/gm, "$1draft: false"))

test("a build with every example published lists, links and maps each study, and shows each testimonial", async () => {
  await withProjectCopy(
    "case-studies-published",
    projectFiles(),
    (copy) => {
      const studiesDir = path.join(copy, "content/case-studies")
      const studyFiles = fs.readdirSync(studiesDir).map((name) => path.join(studiesDir, name))
      const testimonialsFile = path.join(copy, "content/shared/testimonials.yaml")
      ;[...studyFiles, testimonialsFile].forEach(publish)

      const build = spawnSync("npm", ["run", "build"], {
        cwd: copy,
        encoding: "utf8",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      })
      expect({ status: build.status, output: build.status === 0 ? "" : `${build.stdout}\n${build.stderr}`.slice(-4000) }).toEqual({
        status: 0,
        output: "",
      })

      const publicDir = path.join(copy, "public")
      const page = (route: string) => {
        const file = path.join(publicDir, ...route.split("/").filter(Boolean), "index.html")
        expect({ route, built: fs.existsSync(file) }).toEqual({ route, built: true })
        return new JSDOM(fs.readFileSync(file, "utf8")).window.document
      }
      const linksTo = (document: Document, route: string) => document.querySelector(`main a[href="${route}"]`) !== null

      const studies = studyFiles.map((file) => yaml.load(fs.readFileSync(file, "utf8")) as StudyFile)
      const list = page("/case-studies/")
      const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")
      for (const study of studies) {
        const route = `/case-studies/${study.slug}/`
        expect({ route, listed: linksTo(list, route) }).toEqual({ route, listed: true })
        page(route)
        expect({ route, inSitemap: sitemap.includes(`${route}</loc>`) }).toEqual({ route, inSitemap: true })
        for (const proven of study.proves)
          expect({ proven, linksToStudy: linksTo(page(proven), route) }).toEqual({ proven, linksToStudy: true })
      }

      const builtText = (folder: string): string[] =>
        fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(folder, entry.name)
          if (entry.isDirectory()) return ["static", "page-data", "admin"].includes(entry.name) ? [] : builtText(full)
          return entry.name === "index.html"
            ? [new JSDOM(fs.readFileSync(full, "utf8")).window.document.body.textContent!.replace(/\s+/g, " ")]
            : []
        })
      const pages = builtText(publicDir)
      const testimonials = yaml.load(fs.readFileSync(testimonialsFile, "utf8")) as Array<{ quote: string }>
      for (const { quote } of testimonials) {
        const words = quote.replace(/\s+/g, " ")
        expect({ quote: words, shown: pages.some((text) => text.includes(words)) }).toEqual({ quote: words, shown: true })
      }
    },
    { linkAdmin: true },
  )
}, 600_000)
