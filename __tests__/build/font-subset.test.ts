/**
 * @jest-environment node
 */
import crypto from "crypto"
import fs from "fs"
import { cutInterSubset, INTER_SUBSET_PATH } from "../../scripts/fonts/cut-inter"
import { inInterSubset, INTER_SUBSET, unicodeRange } from "../../src/styles/inter-subset"

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex")

describe("the cut of Inter the site ships", () => {
  it(`is committed as ${INTER_SUBSET.file} exactly as \`npm run fonts\` makes it from the installed package`, async () => {
    const committed = fs.readFileSync(INTER_SUBSET_PATH)
    const cut = await cutInterSubset()
    // If this fails after changing inter-subset.ts or updating @fontsource-variable/inter: run `npm run fonts`, commit the file.
    expect(sha256(committed)).toBe(sha256(cut))
    // The point of cutting it: well under the package's 47 KB file.
    expect(committed.length).toBeLessThan(32 * 1024)
  })

  it("declares its ranges as CSS unicode-range, a single code point without a dash", () => {
    expect(unicodeRange()).toBe("U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212")
  })

  it("has the letters of names typed into the form and the site's punctuation, not symbols left to the fallback", () => {
    for (const character of ["a", "Z", "0", "é", "ü", "ß", "Ø", "’", "“", "–", "—", "…", "€", "©"]) {
      expect([character, inInterSubset(character)]).toEqual([character, true])
    }
    for (const character of ["→", "▶", "‰", "ł", "Ж"]) expect([character, inInterSubset(character)]).toEqual([character, false])
  })
})
