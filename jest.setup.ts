import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"

// CI runs the suites side by side on two cores, where React and the toasts can take well over
// Testing Library's default second. A wait still fails, only later (Jest's testTimeout is above it).
configure({ asyncUtilTimeout: 10_000 })
