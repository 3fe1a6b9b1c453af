/**
 * @jest-environment node
 *
 * The carousels' icons as picture files: what the build writes into
 * public/icons/ and what the CMS preview shows instead.
 */
import fs from "fs"
import path from "path"
import { iconDataUrl, iconFile, iconFileUrl } from "../../content-model/icon-svg"
import { ICON_FILES_DIR, publishIconFile } from "../../gatsby/node/icon-files"

const WHITE = "#ffffff"

describe("icon files", () => {
  it("draw a generic icon in the colour asked for, named by the icon and the colour", () => {
    const file = iconFile({ name: "fish", colour: WHITE })!
    expect(file.fileName).toBe("fish-ffffff.svg")
    expect(file.svg).toContain('stroke="#ffffff"')
    expect(file.svg).not.toContain("currentColor")
    expect(iconFile({ name: "fish", colour: "#14213d" })!.fileName).toBe("fish-14213d.svg")
  })

  it("draw a logo in its brand colour where it stands out, else in the colour asked for", () => {
    expect(iconFile({ name: "flutter", logos: true, colour: "#14213d" })!.svg).toContain('fill="#02569B"')
    // React's pale cyan does not stand out from the card: the ink instead.
    const react = iconFile({ name: "react", logos: true, colour: "#14213d" })!
    expect(react.fileName).toBe("logo-react-14213d.svg")
    expect(react.svg).toContain('fill="#14213d"')
    // A logo's name is not a generic icon's: lucide's apple and the Apple logo are two files.
    expect(iconFile({ name: "apple", logos: true, colour: WHITE })!.fileName).not.toBe(iconFile({ name: "apple", colour: WHITE })!.fileName)
  })

  it("are nothing for a name that is no icon (the content check reports it)", () => {
    expect(iconFile({ name: "no-such-icon", colour: WHITE })).toBeNull()
    expect(iconFile({ name: "flutter", colour: WHITE })).toBeNull()
    expect(publishIconFile({ name: "no-such-icon", colour: WHITE })).toBeNull()
  })

  it("are written into public/icons/ when the build asks for one, whole, and again when the drawing changes", () => {
    const request = { name: "chef-hat", colour: "#123456" }
    const target = path.join(ICON_FILES_DIR, iconFile(request)!.fileName)
    fs.rmSync(target, { force: true })
    try {
      expect(publishIconFile(request)).toBe(iconFileUrl(request))
      expect(iconFileUrl(request)).toBe("/icons/chef-hat-123456.svg")
      expect(fs.readFileSync(target, "utf8")).toBe(iconFile(request)!.svg)
      fs.writeFileSync(target, "<svg/>")
      publishIconFile(request)
      expect(fs.readFileSync(target, "utf8")).toBe(iconFile(request)!.svg)
      expect(fs.readdirSync(ICON_FILES_DIR).filter((name) => name.endsWith(".tmp"))).toEqual([])
    } finally {
      fs.rmSync(target, { force: true })
    }
  })

  it("are data: URLs of the same drawing in the CMS preview, which has no build to write them", () => {
    const request = { name: "flutter", logos: true, colour: "#14213d" }
    const [scheme, data] = iconDataUrl(request)!.split(/,(.*)/s)
    expect(scheme).toBe("data:image/svg+xml")
    expect(decodeURIComponent(data)).toBe(iconFile(request)!.svg)
  })
})
