/**
 * @jest-environment jsdom
 *
 * A content mistake stops a build but not gatsby develop: there it is listed and shown on every
 * page (the panel below), so the server and /admin/ on it stay up for the editor to mend it.
 * The browser test of the running dev server: __tests__/e2e/dev/content-mistakes.spec.ts.
 */
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"
import type { Reporter } from "gatsby"
import { CONTENT_YAML_SCHEMA, parseContent } from "../../content-model/load-content"
import { examplePage } from "../support/content"
import { contentProblemsPanel } from "../../gatsby/node/content-problems-panel"

const ROOT = path.resolve(__dirname, "../..")
/** Any product whose first section has a button: the editor points it at a page that does not exist. */
const PRODUCT = `content/${examplePage("products", (data) => data.sections[0]?.button?.url).file}`
const DEAD_LINK = `${PRODUCT}: sections[0].button.url: "/pricing/" is not a page of this site`
const DRAFT = "content/services/unfinished-service.yaml"

/** A copy of content/ in a folder of its own, with one button linking to a page that does not exist. */
function projectWithDeadLink(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-mistake-"))
  fs.cpSync(path.join(ROOT, "content"), path.join(folder, "content"), { recursive: true })
  const file = path.join(folder, PRODUCT)
  const page = parseContent(fs.readFileSync(file, "utf8"), PRODUCT) as { sections: Array<{ button: { url: string } }> }
  page.sections[0].button.url = "/pricing/"
  fs.writeFileSync(file, yaml.dump(page, { schema: CONTENT_YAML_SCHEMA }))
  return folder
}

/** A copy of content/ with an unfinished draft service page: its slug and title alone. */
function projectWithUnfinishedDraft(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "content-draft-"))
  fs.cpSync(path.join(ROOT, "content"), path.join(folder, "content"), { recursive: true })
  fs.writeFileSync(path.join(folder, DRAFT), "slug: unfinished-service\ntitle: Unfinished Service\ndraft: true\n")
  return folder
}

/** What onPreBootstrap does, run as gatsby runs it (the project root is the working directory) under this command. */
function preBootstrap(command: "develop" | "build", projectRoot: string) {
  const said = { info: [] as string[], warn: [] as string[], panic: [] as string[] }
  const reporter = {
    info: (text: string) => said.info.push(text),
    warn: (text: string) => said.warn.push(text),
    panic: (text: string) => said.panic.push(text),
  } as unknown as Reporter
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(projectRoot)
  const before = process.env.gatsby_executing_command
  process.env.gatsby_executing_command = command
  try {
    jest.isolateModules(() => {
      // Loaded afresh here: the loader fixes the project root (the working directory) when it is first loaded.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { onPreBootstrap } = require("../../gatsby/node/stop-build-on-content-problems")
      onPreBootstrap({ reporter })
    })
  } finally {
    process.env.gatsby_executing_command = before
    cwd.mockRestore()
  }
  return said
}

describe("a content mistake when gatsby starts", () => {
  const project = projectWithDeadLink()
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

  it("stops a build, naming the file and field", () => {
    const said = preBootstrap("build", project)
    expect(said.panic).toHaveLength(1)
    expect(said.panic[0]).toContain(DEAD_LINK)
  })

  it("does not stop gatsby develop: it is listed, and the site runs on", () => {
    const said = preBootstrap("develop", project)
    expect(said.panic).toEqual([])
    expect(said.warn).toHaveLength(1)
    expect(said.warn[0]).toContain(DEAD_LINK)
  })
})

describe("an unfinished draft when gatsby starts", () => {
  const project = projectWithUnfinishedDraft()
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

  it("stops neither a build nor gatsby develop: its notes are listed", () => {
    for (const command of ["build", "develop"] as const) {
      const said = preBootstrap(command, project)
      expect(said.panic).toEqual([])
      expect(said.warn).toEqual([])
      expect(said.info.join("\n")).toContain(`${DRAFT}: sections: is required`)
    }
  })
})

describe("the panel gatsby develop shows over every page", () => {
  it("is nothing when content/ has no problem", () => {
    expect(contentProblemsPanel([])).toBe("")
  })

  it("names each problem's file, place and fault, says what to do, and shows what an editor typed as text", () => {
    document.body.innerHTML = contentProblemsPanel([
      { file: PRODUCT, path: "sections[0].button.url", message: '"/pricing/" is not a page of this site' },
      { file: "content/site.yaml", path: "brand", message: 'must be text, not "<b>Acme</b>"' },
    ])
    const panel = document.querySelector('[role="alert"]')!
    expect(panel.querySelector("h2")?.textContent).toContain("content/ has 2 problems")
    expect(Array.from(panel.querySelectorAll("li"), (item) => item.textContent)).toEqual([
      DEAD_LINK,
      'content/site.yaml: brand: must be text, not "<b>Acme</b>"',
    ])
    expect(panel.querySelector("b")).toBeNull()
    expect(panel.querySelector('a[href="/admin/"]')).not.toBeNull()
    expect(panel.textContent).toContain("What the check says, and how to fix it")
  })

  const note = { file: DRAFT, path: "sections", message: "is required", severity: "note" as const }

  it("lists a draft's notes apart from the problems, which alone it counts", () => {
    document.body.innerHTML = contentProblemsPanel([{ file: PRODUCT, path: "title", message: "is required" }, note])
    const panel = document.querySelector('[role="alert"]')!
    expect(panel.querySelector("h2")?.textContent).toContain("content/ has 1 problem:")
    expect(panel.querySelector("details")?.textContent).toContain(`${DRAFT}: sections: is required`)
  })

  it("shows a draft's notes alone without an alert", () => {
    document.body.innerHTML = contentProblemsPanel([note])
    expect(document.querySelector('[role="alert"]')).toBeNull()
    expect(document.querySelector('aside[aria-label="Notes on drafts"]')?.textContent).toContain(`${DRAFT}: sections: is required`)
  })
})
