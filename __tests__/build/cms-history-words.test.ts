/**
 * @jest-environment node
 */
import { deletionInWords, LOCAL_PUBLISH, SAVED_NOW, versionInWords } from "../../admin/src/history/history-entries"

describe("a version as History names it", () => {
  it("tells apart two publishes on this computer a moment apart, as the owner sees them one above the other", () => {
    const published = (date: string) => versionInWords({ sha: "a".repeat(40), file: "content/products/x.yaml", date, ...LOCAL_PUBLISH })
    expect(published("2026-11-29T07:20:13Z")).not.toBe(published("2026-11-29T07:20:41Z"))
    expect(published("2026-11-29T07:20:13Z")).toContain(`${LOCAL_PUBLISH.author}: ${LOCAL_PUBLISH.message}`)
  })

  it("says of the newest version, and of no other, that it is the one saved now", () => {
    const version = {
      sha: "b".repeat(40),
      file: "content/products/x.yaml",
      date: "2026-11-29T07:20:13Z",
      author: "Owner",
      message: "Update x",
    }
    expect(versionInWords(version, true)).toBe(`${versionInWords(version)} (${SAVED_NOW})`)
    expect(versionInWords(version)).not.toContain(SAVED_NOW)
  })
})

describe("a deleted page as History names it", () => {
  const deletion = { file: "content/products/history-example.yaml", lastVersion: "c".repeat(40) }
  it("is named by the title it last had, which the owner knows it by", () => {
    expect(deletionInWords(deletion, "  History Example App  ")).toBe(
      "History Example App, deleted on this computer (not yet on the live site)",
    )
  })
  it("falls back to its file's name where that title is not read", () => {
    for (const title of [undefined, "", 42])
      expect(deletionInWords(deletion, title)).toBe("history-example, deleted on this computer (not yet on the live site)")
  })
})
