import { expect, test } from "@playwright/test"
import fs from "fs"
import path from "path"
import { PUBLIC_DIR } from "./support/netlify-rules"

/*
 * Old addresses as Netlify serves them (the delivery suite, `netlify dev`): every redirect the build
 * wrote into public/_redirects (gatsby/post-build/redirects.ts: the editors' list in
 * content/redirects.yaml, pages' old slugs, the home page's preview address) answers 301 and leads
 * to a page that answers 200, and netlify.toml's catch-all 404 rule, read after them, leaves them be.
 */

/** Our 301 lines of the built public/_redirects (the Netlify adapter may add lines of its own after them). */
function builtRedirects(): Array<{ from: string; to: string }> {
  const file = fs.readFileSync(path.join(PUBLIC_DIR, "_redirects"), "utf8")
  return [...file.matchAll(/^(\/\S*)\s+(\/\S*)\s+301$/gm)].map(([, from, to]) => ({ from, to }))
}

test("every old address the build wrote answers 301 and leads to a page", async ({ request }) => {
  const redirects = builtRedirects()
  // The home page's preview address (/home/) is always among them, so the test always has one to try.
  expect(redirects.map(({ from }) => from)).toContain("/home/")
  for (const { from, to } of redirects) {
    const moved = await request.get(from, { maxRedirects: 0 })
    expect(moved.status(), from).toBe(301)
    expect(new URL(moved.headers()["location"], "http://site").pathname, from).toBe(to)
    expect((await request.get(to)).status(), to).toBe(200)
  }
})
