/**
 * The site's settings (content/site.yaml), its menus (content/navigation.yaml) and the old
 * addresses that lead on to a page (content/redirects.yaml).
 */
import { Type, type Static } from "@sinclair/typebox"
import { EMAIL_PATTERN } from "./email-pattern"
import { MAX_LENGTH, NO_SPACES, object, text, textList, url } from "./fields"
import { TOKEN_CHARACTER } from "./line-token"

export const SiteSchema = object(
  {
    brand: text("Brand"),
    tagline: text("Tagline"),
    siteUrl: Type.String({
      title: "Site address",
      pattern: "^https://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?$",
      patternErrorMessage: "must be an https origin such as https://www.example.com (no path, no trailing slash)",
    }),
    author: text("Author"),
    description: text("Default description", undefined, MAX_LENGTH.sentence),
    keywords: textList({ title: "Default keywords", entry: "Keyword" }),
    phones: Type.Array(
      object(
        {
          display: Type.String({
            minLength: 1,
            title: "As shown",
            description: "How the number reads on the page: digits, spaces, + ( ) - .",
            pattern: "^\\+?[0-9][0-9 ().-]*[0-9]$",
            patternErrorMessage: "must be digits, with spaces, +, brackets, hyphens or dots between them (no letters)",
          }),
          dial: Type.String({ title: "To dial", description: "+, country code and digits", pattern: "^\\+\\d{8,15}$", patternErrorMessage: "must be + and 8 to 15 digits" }),
        },
        "Phone",
      ),
      { minItems: 1, title: "Phones" },
    ),
    emails: Type.Array(
      Type.String({ title: "E-mail", pattern: EMAIL_PATTERN.source, patternErrorMessage: "must be an e-mail address" }),
      { minItems: 1, title: "E-mail addresses" },
    ),
    chat: object(
      {
        number: Type.String({ title: "Chat number", description: "Digits only, country code first", pattern: "^\\d{8,15}$", patternErrorMessage: "must be 8 to 15 digits with the country code" }),
        greeting: text("Greeting", "The message the chat opens with", MAX_LENGTH.sentence),
      },
      "Chat",
    ),
    social: Type.Array(
      object(
        { name: text("Name"), url: Type.String({ title: "Link", pattern: `^https://${TOKEN_CHARACTER}+$`, patternErrorMessage: `must start with https://, ${NO_SPACES}` }) },
        "Social link",
      ),
      { minItems: 1, title: "Social links" },
    ),
  },
  "Site",
)

const navItem = object({ id: text("Id", "A word unique in its menu; the CMS makes it from the link"), title: text("Title", undefined, MAX_LENGTH.itemTitle), url: url() }, "Menu entry")
const menu = (title: string, description?: string) => Type.Array(navItem, { minItems: 1, title, description })

export const MENUS = ["main", "services", "products", "quickLinks"] as const

export const NavigationSchema = object(
  { main: menu("Top bar", "Its last entry comes after the Services and Products menus, the others before them"), services: menu("Services menu"), products: menu("Products menu"), quickLinks: menu("Footer quick links") },
  "Navigation",
)

/**
 * Old addresses that lead on to a page (content/redirects.yaml, "Old addresses" in the CMS): the
 * build writes them into Netlify's _redirects (gatsby/post-build/redirects.ts), so a link to a
 * page whose slug changed still arrives.
 */
export const RedirectsSchema = object(
  {
    redirects: Type.Optional(
      Type.Array(
        object(
          {
            from: Type.String({
              title: "Old address",
              description: "An address of this site that no longer has a page, with its trailing slash: /products/old-name/",
              pattern: "^/([a-z0-9]+(-[a-z0-9]+)*/)+$",
              patternErrorMessage: "must be an address of this site with its trailing slash, such as /products/old-name/",
            }),
            to: url("Leads to"),
          },
          "Old address",
        ),
        { title: "Old addresses", description: "Each leads visitors and search engines on to a page (301, moved for good)" },
      ),
    ),
  },
  "Old addresses",
)

export type SiteContent = Static<typeof SiteSchema>
export type NavigationContent = Static<typeof NavigationSchema>
export type RedirectsContent = Static<typeof RedirectsSchema>
