/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { isAdminFile } from "../../admin/admin-path"
import { htmlFiles } from "../../gatsby/post-build/html-files"
import { findInlineScripts, scriptHash } from "../../gatsby/post-build/security-headers"
import { PUBLIC_DIR } from "./support"
import { directives } from "../support/policy-directives"

describe("the built site's public/_headers", () => {
  const text = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")
  const policies = new Map<string, string>()
  let current = ""
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) current = line
    else if (line.startsWith("  Content-Security-Policy: ")) policies.set(current, line.slice("  Content-Security-Policy: ".length))
  }

  it("has a policy for every HTML file, allowing the hash of each inline script it runs", () => {
    for (const { file, paths } of htmlFiles(PUBLIC_DIR)) {
      const { executable } = findInlineScripts(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"))
      for (const pagePath of paths) {
        const scriptSrc = directives(policies.get(pagePath) ?? "").get("script-src") ?? []
        expect({ pagePath, missing: executable.map(scriptHash).filter((hash) => !scriptSrc.includes(hash)) }).toEqual({
          pagePath,
          missing: [],
        })
        // Only the CMS's page may evaluate code (Decap compiles its config schema with new Function).
        expect({ pagePath, unsafe: scriptSrc.filter((source) => source.startsWith("'unsafe")) }).toEqual({
          pagePath,
          unsafe: isAdminFile(file) ? ["'unsafe-eval'"] : [],
        })
      }
    }
  })

  it("lets the CMS's page talk to no server on the editor's own machine: decap-server is only for npm start's dev site", () => {
    const adminPaths = htmlFiles(PUBLIC_DIR)
      .filter(({ file }) => isAdminFile(file))
      .flatMap(({ paths }) => paths)
    expect(adminPaths).not.toEqual([])
    for (const adminPath of adminPaths) {
      const connectSrc = directives(policies.get(adminPath) ?? "").get("connect-src") ?? []
      expect(connectSrc).toEqual(expect.arrayContaining(["'self'", "https://api.github.com"]))
      expect({ adminPath, local: connectSrc.filter((source) => /localhost|127\.0\.0\.1|\[::1\]/.test(source)) }).toEqual({
        adminPath,
        local: [],
      })
    }
  })
})
