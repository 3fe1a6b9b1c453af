import React, { useState } from "react"
import { act } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { HydrationBoundary } from "../../src/components/ui/HydrationBoundary"
import { HYDRATED_ATTRIBUTE } from "../../src/browser/hydration-mark"

/** A part that only works once hydrated: the click hold waits for the app's mark to let its clicks through. */
function Question({ id }: { id: string }) {
  const [open, setOpen] = useState(false)
  return (
    <button type="button" id={id} aria-expanded={open} onClick={() => setOpen(!open)}>
      Question
    </button>
  )
}

const Page = () => (
  <main>
    <HydrationBoundary>
      <Question id="first" />
    </HydrationBoundary>
    <HydrationBoundary>
      <Question id="second" />
    </HydrationBoundary>
  </main>
)

// The app's own mark of what it has hydrated (src/browser/hydration-mark.ts), not React's private fields.
it("marks <html> once React has hydrated every HydrationBoundary of the server's page, and not before", async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement("div")
  container.innerHTML = renderToString(<Page />)
  document.body.appendChild(container)
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false)

  await act(async () => {
    hydrateRoot(container, <Page />)
  })

  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true)
  // Hydrated for real: the second part's button answers.
  await act(async () => document.getElementById("second")!.click())
  expect(document.getElementById("second")).toHaveAttribute("aria-expanded", "true")
})

it("leaves <html> unmarked while one part is still waiting to hydrate (its code not yet loaded)", async () => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
  let load: (module: { default: typeof Question }) => void = () => undefined
  const LateQuestion = React.lazy(() => new Promise<{ default: typeof Question }>((resolve) => (load = resolve)))
  const page = (third: React.ReactNode) => (
    <main>
      <HydrationBoundary>
        <Question id="early" />
      </HydrationBoundary>
      <HydrationBoundary>{third}</HydrationBoundary>
    </main>
  )
  const container = document.createElement("div")
  container.innerHTML = renderToString(page(<Question id="late" />))
  document.body.appendChild(container)

  await act(async () => {
    hydrateRoot(container, page(<LateQuestion id="late" />))
  })
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false)

  await act(async () => load({ default: Question }))
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true)
})
