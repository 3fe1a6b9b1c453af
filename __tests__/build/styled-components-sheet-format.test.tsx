/**
 * gatsby/ssr/server-styles.tsx splits styled-components' server <style> on the strength of its
 * format, which is internal to styled-components (package.json pins it to the tested minor, ~6.6).
 * This is the test that fails when a release changes that format on either side: the server's
 * output (server-styles.test.tsx checks its shape) and, here, the browser's reading of it back.
 */
import React from "react"

type StyledModule = typeof import("styled-components")

/**
 * A fresh module registry: styled-components reads the page's <style> tags back when it first
 * loads, so it is loaded anew after the head is in place, with the React it renders through.
 */
function freshModules() {
  let modules:
    | {
        styledComponents: StyledModule
        server: typeof import("react-dom/server")
        client: typeof import("react-dom/client")
        react: typeof import("react")
        serverStyles: typeof import("../../gatsby/ssr/server-styles")
      }
    | undefined
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- each module afresh, inside isolateModules */
    modules = {
      styledComponents: require("styled-components"),
      server: require("react-dom/server"),
      client: require("react-dom/client"),
      react: require("react"),
      serverStyles: require("../../gatsby/ssr/server-styles"),
    }
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
  return modules!
}

/** The same components, defined anew in each module registry so their ids and class names match. */
function defineComponents({ default: styled }: StyledModule) {
  const Card = styled.div`
    color: rgb(200, 0, 0);
    padding: 1rem;
  `
  const Title = styled.h2`
    font-size: 2rem;
  `
  const Page = () => (
    <Card>
      <Title>Title</Title>
    </Card>
  )
  const Later = styled.p`
    margin: 3px;
  `
  return { Page, Later }
}

/** What the build puts in a page's head: styled-components' server sheet, split by withServerStylesSplit. */
function serverHead(): string {
  const { styledComponents, server, serverStyles } = freshModules()
  const { Page } = defineComponents(styledComponents)
  const sheet = new styledComponents.ServerStyleSheet()
  try {
    server.renderToString(sheet.collectStyles(<Page />))
    return server.renderToStaticMarkup(<>{serverStyles.withServerStylesSplit(sheet.getStyleElement())}</>)
  } finally {
    sheet.seal()
  }
}

it("the browser's styled-components reads the split sheet's markers and inserts none of the server's rules again", async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  document.head.innerHTML = serverHead()
  const serverRules = document.head.querySelector("style[data-server-styles]")!.textContent!
  expect(serverRules).toContain("color:rgb(200, 0, 0)")

  const { styledComponents, client, react } = freshModules()
  const { Page, Later } = defineComponents(styledComponents)
  const container = document.body.appendChild(document.createElement("div"))
  await react.act(async () =>
    client.createRoot(container).render(
      <>
        <Page />
        <Later>Drawn only in the browser</Later>
      </>,
    ),
  )

  const browserStyles = Array.from(document.head.querySelectorAll("style:not([data-server-styles])"), (style) => style.textContent).join("")
  // What the server rendered is known from the markers: not inserted again.
  expect(browserStyles).not.toContain("rgb(200, 0, 0)")
  expect(browserStyles).not.toContain("font-size:2rem")
  // What it never rendered is inserted, so the browser side does run.
  expect(browserStyles).toContain("margin:3px")
  // The rules stay where the build put them.
  expect(document.head.querySelector("style[data-server-styles]")!.textContent).toBe(serverRules)
})
