/**
 * @jest-environment node
 */
import React from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import styled, { ServerStyleSheet } from "styled-components"
import { splitServerStyles, withServerStylesSplit } from "../../gatsby/ssr/server-styles"

const Card = styled.div<{ $wide?: boolean }>`
  color: red;
  padding: ${({ $wide }) => ($wide ? "2rem" : "1rem")};
`
const Title = styled.h2`
  font-size: 2rem;
  @media (min-width: 600px) {
    font-size: 3rem;
  }
`

/** styled-components' own server <style>, for two components and three classes. */
function serverStyleElement(): React.ReactElement {
  const sheet = new ServerStyleSheet()
  try {
    renderToString(
      sheet.collectStyles(
        <>
          <Card>
            <Title>A</Title>
          </Card>
          <Card $wide />
        </>,
      ),
    )
    return sheet.getStyleElement()[0]
  } finally {
    sheet.seal()
  }
}

const cssOf = (element: React.ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>) => element.props.dangerouslySetInnerHTML.__html

describe("splitServerStyles on styled-components' own server sheet (fails when its format changes)", () => {
  const css = cssOf(serverStyleElement())
  const { rules, names } = splitServerStyles(css)

  it("keeps every rule, without styled-components' markers", () => {
    expect(rules).toMatch(/color:red;padding:1rem;/)
    expect(rules).toMatch(/color:red;padding:2rem;/)
    expect(rules).toMatch(/@media \(min-width: ?600px\)\{\.[\w-]+\{font-size:3rem;\}\}/)
    expect(rules).not.toContain("data-styled")
    expect(rules).not.toContain("/*!sc*/")
  })

  it("keeps every marker, in styled-components' format, and nothing else", () => {
    const markers = names.split("/*!sc*/\n")
    expect(markers.pop()).toBe("")
    expect(markers).toHaveLength(2)
    for (const marker of markers) expect(marker).toMatch(/^data-styled\.g\d+\[id="[\w-]+"\]\{content:"[\w,-]+"\}$/)
    expect(names).not.toMatch(/color|font-size/)
  })

  it("loses nothing: rules and markers together are the server's sheet", () => {
    const parts = (text: string) =>
      text
        .split(/\/\*!sc\*\/\n|\n/)
        .map((part) => part.trim())
        .filter(Boolean)
    expect([...parts(rules), ...parts(names)].sort()).toEqual(parts(css).sort())
  })
})

describe("withServerStylesSplit", () => {
  it("puts the rules in a plain <style> where the server's was, and the markers right after it", () => {
    const element = serverStyleElement()
    const other = <meta key="other" name="x" content="y" />
    // gatsby-plugin-styled-components hands its element over inside an array.
    const html = renderToStaticMarkup(<>{withServerStylesSplit([other, [element]])}</>)
    const { rules, names } = splitServerStyles(cssOf(element))
    expect(html).toBe(
      `<meta name="x" content="y"/>` +
        `<style data-server-styles="">${rules}</style>` +
        `<style data-styled="" data-styled-version="${element.props["data-styled-version"]}">${names}</style>`,
    )
  })

  it("drops an empty server sheet and leaves other head elements alone", () => {
    const empty = <style key="sc" data-styled="" dangerouslySetInnerHTML={{ __html: "" }} />
    const plain = <style key="plain" dangerouslySetInnerHTML={{ __html: "a{}" }} />
    expect(withServerStylesSplit([empty, plain])).toEqual([plain])
  })
})
