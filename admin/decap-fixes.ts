/**
 * Fixes to Decap's own code, made as admin/build.ts bundles it: each replaces one exact piece of a
 * file of decap-cms-core's dist/esm, and the bundle fails, naming the fix, when that piece is not
 * there (an upgrade changed it: check whether Decap fixed the bug, then drop or rewrite the fix).
 * Each is a row of docs/internals.md; __tests__/build/cms-decap-fixes.test.ts checks each against
 * the installed Decap.
 */
import fs from "fs"
import type { Plugin } from "esbuild"

export interface DecapFix {
  /** What goes wrong without it, for the bundle's error and the ledger. */
  why: string
  /** The file of decap-cms-core it changes, from the package's folder. */
  file: string
  replace: string
  with: string
}

export const DECAP_FIXES: DecapFix[] = [
  {
    why:
      "the recovered local backup is lost: Decap asks whether to restore it as soon as it has read it, " +
      "usually before the entry has come from the back end, and the entry's arrival then replaces the " +
      "restored draft. Asked once the draft holds the entry, the restore is what stays.",
    file: "dist/esm/components/Editor/Editor.js",
    replace: "if (!prevProps.localBackup && this.props.localBackup) {",
    with: "if (this.props.localBackup && this.props.entryDraft.get('entry') && !this.backupQuestionAsked) {\n      this.backupQuestionAsked = true;",
  },
  {
    why:
      "an upload is lost without a word: Decap names a picture uploaded into an unsaved entry by its " +
      "content alone, and keeps one upload per name, so a second upload of the same picture under " +
      "another name (a logo, then a screen made from the same file) drops the first from the save " +
      "while the entry still points at it. Named by its content and its path, each upload is saved.",
    file: "dist/esm/actions/mediaLibrary.js",
    replace: "} else if (editingDraft) {\n          const id = await getBlobSHA(file);",
    with: "} else if (editingDraft) {\n          const id = `${await getBlobSHA(file)}:${assetProxy.path}`;",
  },
  {
    why:
      "an entry opened by its address shows another entry's data: Decap keeps one editor for every " +
      "entry address and loads an entry only as that editor mounts, so an address typed or bookmarked " +
      "while an entry is open (a change of the fragment alone) shows the new entry's fields filled with " +
      "the old entry's data, and a save writes that mix, or fails for a file that is no file of the " +
      "collection. Keyed by its collection and entry, the editor starts afresh for each entry, as after a reload.",
    file: "dist/esm/components/App/App.js",
    replace:
      'path: "/collections/:name/entries/*",\n            collections: collections,\n' +
      "            render: props => _jsx(Editor, {\n              ...props\n            })",
    with:
      'path: "/collections/:name/entries/*",\n            collections: collections,\n' +
      "            render: props => _jsx(Editor, {\n              ...props\n            }, `${props.match.params.name}/${props.match.params[0]}`)",
  },
  {
    why:
      "an editor draws a draft that is not its entry's: a newly opened entry's editor renders before " +
      "it has loaded its entry, first with the draft the last editor left (the old entry's data in the " +
      "new entry's fields), then with an empty one, and its widgets and toolbar start on those (the " +
      "toolbar's link to the live page throws on an entry not yet loaded). Until the draft is the " +
      "address's entry, the editor of a saved entry shows that it is loading.",
    file: "dist/esm/components/Editor/Editor.js",
    replace: "entryDraft.get('entry') === undefined || entry && entry.get('isFetching')) {",
    with:
      "entryDraft.get('entry') === undefined || entry && entry.get('isFetching') || !newEntry && " +
      "(entryDraft.getIn(['entry', 'collection']) !== collection.get('name') || entryDraft.getIn(['entry', 'slug']) !== slug)) {",
  },
]

/** The file's text with the fix made; throws, naming the fix, when Decap's code is not the one it was written for. */
export function applyDecapFix(source: string, fix: DecapFix): string {
  const at = source.indexOf(fix.replace)
  if (at === -1 || source.indexOf(fix.replace, at + 1) !== -1) {
    throw new Error(
      `admin/decap-fixes.ts: decap-cms-core/${fix.file} no longer has the code this fix replaces (${fix.why.split(":")[0]}). ` +
        "See docs/internals.md: check whether Decap fixed it, then drop or rewrite the fix.",
    )
  }
  return source.slice(0, at) + fix.with + source.slice(at + fix.replace.length)
}

/**
 * The esbuild plugin that makes every fix in the files it bundles (all of a file's fixes in one
 * load: esbuild reads a file through the first plugin that answers), and fails the bundle when a
 * fix's file was not among them (Decap bundled from another of its builds would go unfixed).
 */
export const decapFixes: Plugin = {
  name: "decap-fixes",
  setup(bundle) {
    const made = new Set<DecapFix>()
    bundle.onStart(() => made.clear())
    for (const file of new Set(DECAP_FIXES.map((fix) => fix.file))) {
      const fixes = DECAP_FIXES.filter((fix) => fix.file === file)
      const filter = new RegExp(`/decap-cms-core/${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`)
      bundle.onLoad({ filter }, async (args) => {
        let contents = await fs.promises.readFile(args.path, "utf8")
        for (const fix of fixes) {
          contents = applyDecapFix(contents, fix)
          made.add(fix)
        }
        return { contents, loader: "js" }
      })
    }
    bundle.onEnd(() => ({
      errors: DECAP_FIXES.filter((fix) => !made.has(fix)).map((fix) => ({
        text: `admin/decap-fixes.ts: decap-cms-core/${fix.file} was not bundled, so its fix was not made`,
      })),
    }))
  },
}
