/**
 * What the page's parts rely on in React 18's hydration (docs/internals.md): server HTML whose code
 * has not arrived stays as it is, typed words included, and is hydrated in place when the code comes
 * (src/components/ui/lazy-near-viewport.tsx, HydrationBoundary.tsx); an update from above before
 * then drops it (so a part that outlives a page change is drawn again once its code comes); and a
 * click on it meanwhile is lost, not replayed (so the page's inline click hold,
 * src/browser/clicks-before-hydration.ts, keeps such clicks); and a focus or touch inside it is
 * stopped at the root (so lazy-near-viewport listens for them on the document, capturing). The
 * drop is reported to onRecoverableError as error #421, which the site's start-up leaves out
 * (src/browser/hydrate-root.ts). Plain React, but for that filter: a failure here means React
 * changed, and those places need a look.
 */
import React, { Suspense, useState } from "react"
import { act } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { version } from "react-dom"
import fs from "fs"
import path from "path"
import { isUpdateBeforeHydration } from "../../src/browser/hydrate-root"

// jsdom resolves react-dom/server to its browser build, which needs TextEncoder; Gatsby renders pages with the Node build.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

/** A part that only works once hydrated: a question that opens, and a field to type in. */
function Part({ heading }: { heading: string }) {
  const [open, setOpen] = useState(false)
  return (
    <section>
      <h2>{heading}</h2>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Question
      </button>
      <input aria-label="Name" defaultValue="" />
    </section>
  )
}

/** The page with its part in a Suspense boundary, as lazyNearViewport draws it. */
const Page = ({ part }: { part: React.ReactNode }) => <main>{<Suspense fallback={null}>{part}</Suspense>}</main>

let container: HTMLElement
let root: Root | undefined
/** The part's code, arriving when the test says. */
let arrive: () => void
let LatePart: React.ComponentType<{ heading: string }>
/** What React reported to the root's onRecoverableError. */
let recovered: unknown[]

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(async () => {
  const code = new Promise<{ default: typeof Part }>((resolve) => (arrive = () => resolve({ default: Part })))
  LatePart = React.lazy(() => code)
  container = document.createElement("div")
  container.innerHTML = renderToString(<Page part={<Part heading="Served" />} />)
  document.body.appendChild(container)
  recovered = []
  await act(async () => {
    root = hydrateRoot(container, <Page part={<LatePart heading="Served" />} />, { onRecoverableError: (error) => recovered.push(error) })
  })
})

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
})

const button = () => container.querySelector("button")

it("is React 18, whose hydration these were checked against", () => {
  expect(version).toMatch(/^18\./)
})

it("keeps server HTML whose code has not arrived, typed words included, and hydrates that same HTML when it comes", async () => {
  const served = button()!
  const field = container.querySelector("input")!
  field.value = "José"
  await act(async () => arrive())
  expect(button()).toBe(served)
  expect(container.querySelector("input")).toBe(field)
  expect(field.value).toBe("José")
  // Hydrated for real now: the button answers.
  await act(async () => button()!.click())
  expect(button()).toHaveAttribute("aria-expanded", "true")
})

it("drops that server HTML on an update from above before the code has come, and draws the part once it has", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  await act(async () => root!.render(<Page part={<LatePart heading="Next page" />} />))
  expect(container.querySelector("section")).toBeNull()
  await act(async () => arrive())
  expect(container.querySelector("h2")).toHaveTextContent("Next page")
  errors.mockRestore()
  // Reported as #421, in the words the site's filter knows; nothing else was reported.
  expect(recovered.length).toBeGreaterThan(0)
  expect(recovered.every(isUpdateBeforeHydration)).toBe(true)
})

it("names that report #421 in its production build, as the site's filter reads it there", () => {
  const production = fs.readFileSync(
    path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs/react-dom.production.min.js"),
    "utf8",
  )
  expect(production).toContain('Minified React error #"+')
  expect(production).toMatch(/Error\(\w+\(421\)\)/)
  expect(
    isUpdateBeforeHydration(new Error("Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421")),
  ).toBe(true)
  expect(
    isUpdateBeforeHydration(new Error("Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418")),
  ).toBe(false)
})

it("does not replay a click made before the part hydrated", async () => {
  await act(async () => button()!.click())
  await act(async () => arrive())
  expect(button()).toHaveAttribute("aria-expanded", "false")
})

it("stops a focus or a touch inside the part before it bubbles out of it, so only the document's capture phase hears it", async () => {
  const heard: string[] = []
  const main = container.querySelector("main")!
  const listen = (type: string) => {
    main.addEventListener(type, () => heard.push(`${type} on the part's parent`))
    document.addEventListener(type, () => heard.push(`${type} on the document, capturing`), true)
  }
  listen("focusin")
  listen("pointerdown")
  const field = container.querySelector("input")!
  field.focus()
  field.dispatchEvent(new Event("pointerdown", { bubbles: true }))
  expect(heard).toEqual(["focusin on the document, capturing", "pointerdown on the document, capturing"])
})
