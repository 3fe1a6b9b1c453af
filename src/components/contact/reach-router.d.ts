// Gatsby's router ships no types; the form reads only the location its context holds (./native-form.tsx).
declare module "@gatsbyjs/reach-router" {
  import type { Context } from "react"
  export const LocationContext: Context<{ location?: { pathname?: string } } | undefined>
}
