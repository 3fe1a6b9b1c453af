import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"

// CI runs the suites side by side on two cores, where React and the toasts can take well over
// Testing Library's default second. A wait still fails, only later (Jest's testTimeout is above it).
configure({ asyncUtilTimeout: 10_000 })

// jsdom lays nothing out, so it has no scrollIntoView; components call it (the contact strip brings
// a focused entry into view), and the browser tests check where things end up.
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {}
