/**
 * @jest-environment node
 *
 * The CMS is how an editor mends a content file they broke: its bundle (admin/build.ts, run by
 * `npm start` and `npm run build`) must not stop on one. Here content/site.yaml, which the bundle
 * reads for the live site's address, does not parse.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { examplePage } from "../support/content"
import { withProjectCopy } from "../support/project-copy"

const COPIED = [
  "content",
  "content-model",
  "gatsby",
  "src",
  "admin/src",
  "admin/build.ts",
  "admin/admin-path.ts",
  "admin/local-cms-backend.ts",
  "admin/decap-fixes.ts",
  "admin/index.html",
  "admin/package.json",
]

test("the CMS is bundled while content/site.yaml does not parse, with every page still a link to pick", async () => {
  await withProjectCopy(
    "admin-bundle-broken-content",
    COPIED,
    (copy) => {
      fs.writeFileSync(path.join(copy, "content/site.yaml"), "brand: Northstar Apps\nsiteUrl: [https://example.com\n")
      const bundle = spawnSync(process.execPath, [require.resolve("tsx/cli"), "admin/build.ts"], { cwd: copy, encoding: "utf8" })
      expect(bundle.stderr).toBe("")
      expect(bundle.status).toBe(0)
      const cms = fs.readFileSync(path.join(copy, "static/admin/cms.js"), "utf8")
      expect(cms).toContain(JSON.stringify(examplePage("products").route))
      // No live site's address until the file loads again.
      expect(cms).not.toContain('"siteUrl"')
    },
    { linkAdmin: true },
  )
}, 180_000)
