/** Types of built-site-gate.js, which stays JavaScript so jest.config.js can require it. */
export const PUBLIC_DIR: string
export const BUILT_SITE_TESTS: string[]
export function builtSiteGate(options?: { publicDir?: string; env?: Record<string, string | undefined> }): {
  skip: string[]
  message: string | null
}
