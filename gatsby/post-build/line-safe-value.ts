import { showInvisible, TOKEN_CHARACTER } from "../../content/schema/line-token"

const ONE_TOKEN = new RegExp(`^${TOKEN_CHARACTER}+$`)

/**
 * The second line of defence of the files written from content (_redirects, robots.txt, _headers,
 * the sitemap's site address): a value that one of their lines holds as one token must be one,
 * with no space, line break or control character (content/schema/line-token.ts), or it could add a
 * line of its own, such as a Netlify rule. The content check refuses such a value first; this
 * stops the build should one reach a generator another way. `where` names the value's source.
 */
export function assertSafeLineValue(value: string, where: string): string {
  if (typeof value !== "string" || !ONE_TOKEN.test(value)) {
    throw new Error(
      `${where}: "${showInvisible(String(value))}" cannot be written into a generated file: it must be one token, with no spaces, line breaks or control characters`,
    )
  }
  return value
}
