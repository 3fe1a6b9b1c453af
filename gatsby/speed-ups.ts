/**
 * The speed-ups that lean on another project's internals, each named once. docs/internals.md is
 * their ledger: what each leans on, where it is made, the test that pins it, the version it was
 * checked against and what it buys.
 *
 * Each is on unless the build names it in WITHOUT_SPEED_UPS (names joined by commas), which is how
 * one is measured or dropped without touching its code:
 *
 *   WITHOUT_SPEED_UPS=compile-hints npm run build && npm run bench
 *
 * Every switch is read while the site is built (webpack's configuration, the server head in Gatsby's
 * page renderer, the post-build), none in the browser. One that no longer pays in a quiet bench is removed, code, test and ledger row.
 */
export const SPEED_UPS = [
  /** The pages' script loader (gatsby/post-build/script-loader.ts): Gatsby's script tags in its `_gatsby-scripts` slice. */
  "scripts-after-paint",
  /** V8's compile hint on the files a first visit runs (gatsby/node/compile-hints.ts): Gatsby's chunk names. */
  "compile-hints",
  /** Each set of sections' shared code in a file of its own (gatsby/node/webpack-config.ts): Gatsby's cache group names. */
  "section-chunks",
  /** styled-components' server sheet split in two (gatsby/ssr/server-styles.tsx): its sheet's format. */
  "server-styles-split",
  /** styled-components' stylis without its vendor prefixer in the browser (src/browser/stylis-without-prefixer.ts): the names styled-components imports from stylis. */
  "no-vendor-prefixer",
] as const

export type SpeedUp = (typeof SPEED_UPS)[number]

/** The environment variable a build reads the speed-ups to leave out from. */
export const WITHOUT_SPEED_UPS = "WITHOUT_SPEED_UPS"

/**
 * The speed-ups a build is told to leave out; a name that is none of them stops the build rather than being ignored.
 *
 * The setting is read as `process.env.WITHOUT_SPEED_UPS`, spelt out: gatsby-ssr.tsx runs inside the
 * page renderer Gatsby bundles with webpack, which defines each variable by that dotted name and
 * replaces `process.env` itself with `({})` (dist/utils/webpack.config.js, processEnv), so
 * `process.env` indexed by a variable would read nothing there and the server head would never leave its speed-up out.
 */
export function speedUpsLeftOut(setting: string | undefined = process.env.WITHOUT_SPEED_UPS): SpeedUp[] {
  const names = (setting ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !(SPEED_UPS as readonly string[]).includes(name))
  if (unknown.length > 0) {
    throw new Error(`${WITHOUT_SPEED_UPS} names ${unknown.join(", ")}, which is no speed-up of this site: it knows ${SPEED_UPS.join(", ")}`)
  }
  return names as SpeedUp[]
}

/** Whether the build makes this speed-up (at build time, where the setting is checked). */
export const speedUpOn = (speedUp: SpeedUp, setting?: string): boolean => !speedUpsLeftOut(setting).includes(speedUp)
