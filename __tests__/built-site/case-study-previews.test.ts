/**
 * @jest-environment node
 *
 * Each published case study's link preview shows its own picture, logo or headline result, as
 * src/site/site-images.ts's previewPicture chooses from its YAML, and its alt says which. The
 * ordinary build publishes none; the copy with every example published runs this too
 * (__tests__/build/developer-and-editor-changes.test.ts).
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { OG_TEMPLATE, templateSlots } from "../../gatsby/post-build/og-images"
import { OG_IMAGE, previewPicture, type PreviewSource } from "../../src/site/site-images"
import { pageFiles, readContent } from "../support/content"
import { builtPage, PUBLIC_DIR } from "./support"

const published = pageFiles()
  .filter(({ file }) => file.startsWith("case-studies/"))
  .map(({ file, route }) => ({ route, study: readContent<PreviewSource<string> & { draft?: boolean }>(file) }))
  .filter(({ study }) => !study.draft)

const slot = templateSlots(fs.readFileSync(path.resolve(__dirname, "../..", OG_TEMPLATE), "utf8")).artwork
/** The pixels of a preview's picture, in the place the template gives it. */
const pictureOf = (route: string) =>
  sharp(path.join(PUBLIC_DIR, OG_IMAGE.path(route)))
    .extract({ left: slot.left, top: slot.top, width: slot.width, height: slot.height })
    .raw()
    .toBuffer()

test("each published study's preview shows a picture of its own, which its alt names", async () => {
  const home = await pictureOf("/")
  for (const { route, study } of published) {
    const document = builtPage(route)
    const alt = document.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")
    const picture = previewPicture(study)
    expect({ route, alt }).toEqual({ route, alt: OG_IMAGE.alt(document.title, picture) })
    if (picture) expect({ route, ownPicture: !(await pictureOf(route)).equals(home) }).toEqual({ route, ownPicture: true })
  }
})
