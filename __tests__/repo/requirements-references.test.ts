/**
 * @jest-environment node
 *
 * Code, tests and docs cite the requirements as "requirements §N" or
 * "requirements §N.M" (and "… and §P.Q"): every citation must name a part of
 * docs/requirements.md, so the repo stands alone and a renumbering cannot
 * leave a reference pointing nowhere.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "../..")
const REQUIREMENTS = "docs/requirements.md"
const CITATION = /requirements(?:\.md)? (§\d+(?:\.\d+)*(?:(?:,|,? and|,? or) §\d+(?:\.\d+)*)*)/g

/** The parts docs/requirements.md numbers: its sections ("## §6 …") and their items ("6.2 …" at a line's start). */
function numberedParts(text: string): Set<string> {
  const sections = [...text.matchAll(/^## §(\d+)\b/gm)].map((match) => match[1])
  const items = [...text.matchAll(/^(\d+\.\d+)\s/gm)].map((match) => match[1])
  return new Set([...sections, ...items])
}

/** Every "requirements §…" citation in a text, as the numbers it names. */
function citedParts(text: string): string[] {
  return [...text.matchAll(CITATION)].flatMap((match) => [...match[1].matchAll(/§(\d+(?:\.\d+)*)/g)].map((part) => part[1]))
}

const trackedTextFiles = () =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(
      (file) => /\.(ts|tsx|js|mjs|md|yaml)$/.test(file) && !file.startsWith("src/gatsby-types") && fs.existsSync(path.join(ROOT, file)),
    )

describe("references to the requirements", () => {
  const parts = numberedParts(fs.readFileSync(path.join(ROOT, REQUIREMENTS), "utf8"))

  it("finds citations and numbered parts to compare (the patterns still match the files)", () => {
    expect(citedParts("as requirements §2.3 and §9.5 say, and requirements §6")).toEqual(["2.3", "9.5", "6"])
    expect(parts.has("2.1")).toBe(true)
    expect(parts.has("10")).toBe(true)
  })

  it("name only parts docs/requirements.md has", () => {
    const dangling = trackedTextFiles().flatMap((file) =>
      citedParts(fs.readFileSync(path.join(ROOT, file), "utf8"))
        .filter((part) => !parts.has(part))
        .map((part) => `${file}: requirements §${part}`),
    )
    expect(dangling).toEqual([])
  })
})
