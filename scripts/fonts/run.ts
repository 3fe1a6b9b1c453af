/**
 * npm run fonts: cuts the part of Inter the site uses (src/styles/inter-subset.ts)
 * out of @fontsource-variable/inter. Run it after changing the subset or
 * updating the package, and commit the output; a test fails while the
 * committed file differs from what this makes.
 */
import fs from "fs"
import path from "path"
import { INTER_SUBSET } from "../../src/styles/inter-subset"
import { cutInterSubset, INTER_SOURCE, INTER_SUBSET_PATH } from "./cut-inter"

async function main() {
  const font = await cutInterSubset()
  fs.mkdirSync(path.dirname(INTER_SUBSET_PATH), { recursive: true })
  fs.writeFileSync(INTER_SUBSET_PATH, font)
  console.log(
    `${path.relative(process.cwd(), INTER_SOURCE)} (${fs.statSync(INTER_SOURCE).size} bytes) -> ${INTER_SUBSET.file} (${font.length} bytes)`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
