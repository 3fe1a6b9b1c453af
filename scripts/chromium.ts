/**
 * Debian's Chromium, as every browser run of the project starts it (the browser
 * tests and the benchmark): no browser is downloaded, and these flags keep it
 * from reaching for the network, which these machines do not have.
 */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || "/usr/bin/chromium"
}
