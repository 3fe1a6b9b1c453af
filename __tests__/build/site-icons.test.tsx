import { faviconDataUrl } from "../../gatsby/ssr/site-icons"

const dataOf = (url: string) => url.slice("data:image/svg+xml,".length)

describe("faviconDataUrl (gatsby/ssr/site-icons.tsx)", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><text font-family='A b' fill="#fff">50% é 😀 \\</text></svg>`

  it("decodes back to the SVG, whatever characters it holds", () => {
    expect(decodeURIComponent(dataOf(faviconDataUrl(`\n${svg}\n`)))).toBe(svg)
  })

  it("escapes what a URL in an attribute cannot carry as it is, and nothing else", () => {
    const data = dataOf(faviconDataUrl(svg))
    expect(data).not.toMatch(/[#"<>\\]|[^ -~]|%(?![0-9A-F]{2})/u)
    expect(data).toContain(" viewBox=%220 0 32 32%22")
    expect(data).toContain("xmlns=%22http://www.w3.org/2000/svg%22")
    expect(data).toContain("font-family='A b'")
  })
})
