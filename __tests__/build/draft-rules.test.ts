/**
 * @jest-environment node
 *
 * A draft may be unfinished: it is not built, so it needs only what names it (a page's slug and
 * title, a testimonial's name), and its other problems are notes, which stop nothing. Switching
 * Draft off makes every rule apply again. The pages the site requires have no Draft switch.
 * Each test adds its own entries to the content as loaded, in memory.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"
import { canBeDraft, COLLECTIONS, MAX_LENGTH } from "../../content/schema/content-schema"
import { checkContent } from "../../content-model/content-rules"
import { isError, type ContentFile, type ContentProblem } from "../../content-model/content-files"
import { ICON_VOCABULARY, loadContent } from "../../content-model/load-content"
import { withMenuEntry } from "../../content-model/menus"
import type { NavigationContent } from "../../content/schema/content-schema"

const ROOT = path.resolve(__dirname, "../..")
const SERVICE = "content/services/draft-rules-fixture.yaml"
const STUDY = "content/case-studies/draft-rules-study.yaml"
const TESTIMONIALS = "content/shared/testimonials.yaml"

const unfinishedService = (draft: boolean) => ({ slug: "draft-rules-fixture", title: "Draft Rules Fixture", draft })

/** The content as the build loads it, with these files added or put in place of those of the same name. */
function contentWith(...added: ContentFile[]): ContentFile[] {
  const files = loadContent().files.filter(({ file }) => !added.some((entry) => entry.file === file))
  return [...files, ...added]
}

const problemsOf = (files: ContentFile[], file: string): ContentProblem[] =>
  checkContent(files, ICON_VOCABULARY).filter((problem) => problem.file === file)
const summary = (problems: ContentProblem[]) => problems.map(({ path, severity }) => `${path}${severity ? ` (${severity})` : ""}`)

describe("a draft page", () => {
  it("is offered on every kind of page but those the site requires", () => {
    for (const kind of COLLECTIONS) expect(canBeDraft(kind)).toBe(kind !== "pages")
  })

  it("needs only its slug and title: what else it lacks is a note", () => {
    const problems = problemsOf(contentWith({ file: SERVICE, data: unfinishedService(true) }), SERVICE)
    expect(summary(problems)).toEqual(["description (note)", "sections (note)"])
    expect(problems.filter(isError)).toEqual([])
  })

  it("is held to every rule once Draft is switched off", () => {
    const problems = problemsOf(contentWith({ file: SERVICE, data: unfinishedService(false) }), SERVICE)
    expect(summary(problems)).toEqual(["description", "sections"])
  })

  it("must still have its slug and title right", () => {
    const data = { ...unfinishedService(true), slug: "Draft Rules", title: "" }
    const problems = problemsOf(contentWith({ file: SERVICE, data }), SERVICE)
    expect(problems.filter(isError).map(({ path }) => path)).toEqual(["slug", "title"])
  })

  it("may be a case study without the pages it proves, or a result's period and source", () => {
    const study = {
      slug: "draft-rules-study",
      title: "A Study",
      draft: true,
      summary: "Unfinished.",
      published: "2026-01-31",
      client: { description: "A clinic", namingAllowed: false, industry: "Health", city: "Pune" },
      sections: [
        { type: "hero", heading: "A Study" },
        { type: "results", heading: "Outcome", results: [{ figure: "3x", measures: "orders a day" }] },
      ],
    }
    const problems = problemsOf(contentWith({ file: STUDY, data: study }), STUDY)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.filter(isError)).toEqual([])
    expect(summary(problems)).toEqual(expect.arrayContaining(["proves (note)", "sections[1].results[0].period (note)"]))
  })

  it("is not a switch of the pages the site requires: draft there is an error, and so is what it lacks", () => {
    const home = loadContent().files.find(({ file }) => file === "content/pages/home.yaml")!
    const data = { ...(home.data as object), draft: true, sections: undefined }
    const problems = problemsOf(contentWith({ file: home.file, data: JSON.parse(JSON.stringify(data)) }), home.file)
    expect(summary(problems)).toEqual(expect.arrayContaining(["draft", "sections"]))
    expect(problems.every(isError)).toBe(true)
  })
})

describe("a draft testimonial", () => {
  const testimonials = (entry: object) => ({
    file: TESTIMONIALS,
    data: [...(loadContent().files.find(({ file }) => file === TESTIMONIALS)!.data as object[]), entry],
  })
  const at = (files: ContentFile[]) => problemsOf(files, TESTIMONIALS)

  it("needs only its person's name: what else it lacks is a note", () => {
    const files = contentWith(testimonials({ draft: true, name: "Asha Rao" }))
    const problems = at(files)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.filter(isError)).toEqual([])
    expect(
      at(contentWith(testimonials({ draft: true, quote: "Good." })))
        .filter(isError)
        .map(({ path }) => path.replace(/^\[\d+\]/, "")),
    ).toEqual([".name"])
  })

  it("is held to every rule once Draft is switched off", () => {
    const problems = at(contentWith(testimonials({ name: "Asha Rao" })))
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every(isError)).toBe(true)
  })
})

describe("a draft's menu entry", () => {
  const navigation = { services: [], products: [] } as unknown as NavigationContent
  it("is not added while it is a draft, and is once Draft is switched off", () => {
    expect(withMenuEntry(navigation, SERVICE, unfinishedService(true))).toBeNull()
    expect(withMenuEntry(navigation, SERVICE, unfinishedService(false))?.navigation.services).toEqual([
      { id: "draft-rules-fixture", title: "Draft Rules Fixture", url: "/service/draft-rules-fixture/" },
    ])
  })
})

describe("a text over its length", () => {
  it("is refused with its length and the limit", () => {
    const title = "t".repeat(MAX_LENGTH.title + 24)
    const data = { ...unfinishedService(false), title, description: "A service.", sections: [{ type: "hero", heading: "A" }] }
    const problems = problemsOf(contentWith({ file: SERVICE, data }), SERVICE).filter(({ path }) => path === "title")
    expect(problems.map(({ message }) => message)).toEqual([
      `must be at most ${MAX_LENGTH.title} characters (it has ${MAX_LENGTH.title + 24})`,
    ])
  })
})

describe("npm run check:content", () => {
  /** The check run on a copy of content/ with one service page file added. */
  function checkWith(service: object): { status: number; output: string } {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "draft-rules-"))
    try {
      fs.cpSync(path.join(ROOT, "content"), path.join(folder, "content"), { recursive: true })
      fs.writeFileSync(path.join(folder, SERVICE), yaml.dump(service))
      const run = (() => {
        try {
          return {
            status: 0,
            output: execFileSync("npx", ["tsx", "scripts/check-content.ts", path.join(folder, "content")], {
              cwd: ROOT,
              encoding: "utf8",
              stdio: "pipe",
            }),
          }
        } catch (error) {
          const failed = error as { status: number; stdout: string; stderr: string }
          return { status: failed.status, output: failed.stdout + failed.stderr }
        }
      })()
      return run
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }

  it("prints a draft's notes and passes; fails once Draft is switched off", () => {
    const draft = checkWith(unfinishedService(true))
    expect(draft.status).toBe(0)
    expect(draft.output).toContain(`${SERVICE}: sections: is required`)
    const published = checkWith(unfinishedService(false))
    expect(published.status).toBe(1)
    expect(published.output).toContain(`${SERVICE}: sections: is required`)
  }, 60_000)
})
