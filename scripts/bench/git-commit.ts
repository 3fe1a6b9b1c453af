import { spawnSync } from "child_process"

/** The commit a bench measured, as the reports name it: short hash, and whether the tree had uncommitted changes. */
export function gitCommit(root: string): string | undefined {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" })
  if (head.status !== 0) return undefined
  const status = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" })
  return `${head.stdout.trim()}${status.stdout.trim() ? " (with uncommitted changes)" : ""}`
}
