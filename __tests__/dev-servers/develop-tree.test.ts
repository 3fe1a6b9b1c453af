/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { DEVELOP_TREE, prepareDevelopTree, STATIC_ADMIN } from "../../scripts/develop-tree"

/*
 * Where npm start runs gatsby develop (scripts/develop-tree.ts), on a small project of its own: a
 * build beside it writes public/, .cache/ and static/admin/, which the dev site must not share, while
 * an edit of the working tree (the CMS saving content/) must reach it.
 */

let root: string
let tree: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "develop-tree-"))
  write(path.join(root, "content/site.yaml"), "brand: Before\n")
  write(path.join(root, "src/pages/index.tsx"), "export default () => null\n")
  write(path.join(root, "gatsby-config.ts"), "export default {}\n")
  write(path.join(root, "gatsby-node.ts"), "export const createPages = () => undefined\n")
  write(path.join(root, "static/favicon.svg"), "<svg/>")
  // What a build leaves: its output and its CMS bundle.
  write(path.join(root, "public/index.html"), "built")
  write(path.join(root, ".cache/build-state"), "built")
  write(path.join(root, STATIC_ADMIN, "cms.js"), "the build's bundle")
  tree = prepareDevelopTree(root)
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

test("the dev site's public/, .cache/ and CMS bundle are not the build's", () => {
  expect(tree).toBe(path.join(root, DEVELOP_TREE))
  for (const own of ["public", ".cache", STATIC_ADMIN]) {
    expect(fs.existsSync(path.join(tree, own))).toBe(false)
  }
  // What gatsby develop and npm start then write there stays there.
  write(path.join(tree, "public/index.html"), "developed")
  write(path.join(tree, STATIC_ADMIN, "cms.js"), "the dev site's bundle")
  expect(fs.readFileSync(path.join(root, "public/index.html"), "utf8")).toBe("built")
  expect(fs.readFileSync(path.join(root, STATIC_ADMIN, "cms.js"), "utf8")).toBe("the build's bundle")
  // A build emptying its folders (as admin/build.ts and gatsby's cache reset do) leaves the dev site's.
  fs.rmSync(path.join(root, "public"), { recursive: true })
  fs.rmSync(path.join(root, STATIC_ADMIN), { recursive: true })
  expect(fs.readFileSync(path.join(tree, "public/index.html"), "utf8")).toBe("developed")
  expect(fs.readFileSync(path.join(tree, STATIC_ADMIN, "cms.js"), "utf8")).toBe("the dev site's bundle")
})

test("an edit of the working tree, content or static file, reaches the dev site, and the CMS's save reaches the working tree", () => {
  write(path.join(root, "content/site.yaml"), "brand: After\n")
  expect(fs.readFileSync(path.join(tree, "content/site.yaml"), "utf8")).toBe("brand: After\n")
  write(path.join(root, "static/favicon.svg"), "<svg>new</svg>")
  expect(fs.readFileSync(path.join(tree, "static/favicon.svg"), "utf8")).toBe("<svg>new</svg>")
  write(path.join(tree, "content/pages/new.yaml"), "title: New\n")
  expect(fs.readFileSync(path.join(root, "content/pages/new.yaml"), "utf8")).toBe("title: New\n")
})

test("Gatsby's own files in the tree are the working tree's", async () => {
  for (const file of ["gatsby-config.ts", "gatsby-node.ts"]) {
    // A file of its own (Gatsby compiles it beside where it really is), which loads the working tree's.
    expect(fs.lstatSync(path.join(tree, file)).isSymbolicLink()).toBe(false)
    const reexport = fs.readFileSync(path.join(tree, file), "utf8")
    const target = /from "(\.\.\/[^"]+)"/.exec(reexport)?.[1]
    expect(target && path.resolve(tree, target)).toBe(path.join(root, path.basename(file, ".ts")))
  }
})

test("a second npm start keeps the tree's own files and links what the working tree has now", () => {
  write(path.join(tree, ".cache/develop-state"), "kept")
  write(path.join(tree, "public/index.html"), "developed")
  fs.rmSync(path.join(root, "static/favicon.svg"))
  write(path.join(root, "static/robots.txt"), "User-agent: *")
  write(path.join(root, "CHANGELOG.md"), "new file")
  prepareDevelopTree(root)
  expect(fs.readFileSync(path.join(tree, ".cache/develop-state"), "utf8")).toBe("kept")
  expect(fs.readFileSync(path.join(tree, "public/index.html"), "utf8")).toBe("developed")
  expect(fs.existsSync(path.join(tree, "static/favicon.svg"))).toBe(false)
  expect(fs.readFileSync(path.join(tree, "static/robots.txt"), "utf8")).toBe("User-agent: *")
  expect(fs.readFileSync(path.join(tree, "CHANGELOG.md"), "utf8")).toBe("new file")
  // Nothing was removed from the working tree by the refresh.
  expect(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")).toBe("brand: Before\n")
})
