import fs from "fs"
import path from "path"
import subsetFont from "subset-font"
import { INTER_SUBSET } from "../../src/styles/inter-subset"

/** The package file the subset is cut from: Inter's latin characters, every weight. */
export const INTER_SOURCE = path.join(
  // Found through the package.json: jest maps a required .woff2 to a stub.
  path.dirname(require.resolve("@fontsource-variable/inter/package.json")),
  "files/inter-latin-wght-normal.woff2",
)

/** The committed cut: where `npm run fonts` writes it and the tests read it, from any working directory. */
export const INTER_SUBSET_PATH = path.resolve(__dirname, "../..", INTER_SUBSET.file)

/** Inter cut to INTER_SUBSET's characters and weights, as WOFF2 (HarfBuzz's hb-subset; the same input gives the same bytes). */
export async function cutInterSubset(): Promise<Buffer> {
  const characters = INTER_SUBSET.codePoints
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)))
    .join("")
  return subsetFont(fs.readFileSync(INTER_SOURCE), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: INTER_SUBSET.weight },
  })
}
