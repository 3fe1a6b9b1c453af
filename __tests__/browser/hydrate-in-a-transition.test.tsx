import React from "react"
import { waitFor } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { hydrateInATransition } from "../../src/browser/hydrate-in-a-transition"

/** Gatsby's markup around a page: the root, and the focus wrapper holding the page. */
function gatsbyRoot(inner: string): HTMLElement {
  const container = document.createElement("div")
  container.id = "___gatsby"
  container.innerHTML = `<div id="gatsby-focus-wrapper">${inner}</div>`
  document.body.append(container)
  return container
}

const busyFor = (milliseconds: number) => {
  const until = performance.now() + milliseconds
  while (performance.now() < until) {
    // a component that takes this long to render
  }
}

afterEach(() => document.body.replaceChildren())

describe("hydrateInATransition", () => {
  it("hydrates in slices: a timer set while the first blocks render runs before the last one renders", async () => {
    const log: string[] = []
    let hydrating = false
    function Block({ index }: { index: number }) {
      if (hydrating) {
        if (index === 0) setTimeout(() => log.push("timer"), 0)
        busyFor(2)
        log.push(`block ${index}`)
      }
      return <p>Block {index}</p>
    }
    const page = (
      <div id="gatsby-focus-wrapper">
        {Array.from({ length: 30 }, (_, index) => (
          <Block key={index} index={index} />
        ))}
      </div>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const serverParagraph = container.querySelector("p")

    hydrating = true
    hydrateInATransition(page, container)

    await waitFor(() => expect(log.filter((entry) => entry.startsWith("block"))).toHaveLength(30))
    // One blocking task would render all 30 blocks (60 ms) before the timer's turn.
    expect(log.indexOf("timer")).toBeGreaterThan(0)
    expect(log.indexOf("timer")).toBeLessThan(log.indexOf("block 29"))
    // Hydrated, not rendered again: the server's elements are the ones on the page.
    expect(container.querySelector("p")).toBe(serverParagraph)
  })

  it("takes over the server's HTML and answers clicks once hydrated", async () => {
    let hydrated = false
    function Counter() {
      const [clicks, setClicks] = React.useState(0)
      React.useEffect(() => {
        hydrated = true
      }, [])
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Clicked {clicks}
        </button>
      )
    }
    const page = (
      <div id="gatsby-focus-wrapper">
        <Counter />
      </div>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const button = container.querySelector("button")!

    const unmount = hydrateInATransition(page, container)
    await waitFor(() => expect(hydrated).toBe(true))
    button.click()
    await waitFor(() => expect(button.textContent).toBe("Clicked 1"))

    expect(container.querySelector("button")).toBe(button)
    unmount()
    expect(container.childElementCount).toBe(0)
  })

  it("renders afresh where the server left no page (gatsby develop)", async () => {
    const container = gatsbyRoot("")
    const unmount = hydrateInATransition(<p>Rendered in the browser</p>, container)
    await waitFor(() => expect(container.innerHTML).toBe("<p>Rendered in the browser</p>"))
    unmount()
    expect(container.innerHTML).toBe("")
  })
})
