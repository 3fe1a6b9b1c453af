/**
 * @jest-environment node
 *
 * gatsby develop runs on with a content mistake (the panel on every page names it), so createPages
 * meets pages that lack what GraphQL requires: a new service page with only its slug, title and
 * description, an unfinished draft. Such a page must not take the others with it: every other
 * page is still created. Run against the content's real GraphQL types (./content-graphql.ts).
 */
import { createPages } from "../../gatsby/node/create-pages"
import { contentGraphql, pageNode } from "./content-graphql"

const hero = (heading: string) => ({ type: "hero", heading, button: { label: "Talk to us", url: "/contact-us/" } })
const page = (slug: string) => ({ slug, title: `The ${slug} page`, description: "A page.", sections: [hero(slug)] })

const HOME = pageNode("pages", "content/pages/home.yaml", page("home"))
const CONTACT = pageNode("pages", "content/pages/contact-us.yaml", page("contact-us"))
const SERVICE = pageNode("services", "content/services/web-development.yaml", page("web-development"))

async function run(...nodes: Array<ReturnType<typeof pageNode>>) {
  const createPage = jest.fn()
  const panicOnBuild = jest.fn()
  const call = createPages as unknown as (args: object) => Promise<void>
  await call({ graphql: contentGraphql(nodes), actions: { createPage }, reporter: { panicOnBuild } })
  return { paths: createPage.mock.calls.map(([created]) => created.path as string), panics: panicOnBuild.mock.calls }
}

describe("createPages with a page that lacks what GraphQL requires", () => {
  it("creates every page when nothing is missing", async () => {
    const { paths, panics } = await run(HOME, CONTACT, SERVICE)
    expect(paths).toEqual(["/contact-us/", "/", "/service/web-development/"])
    expect(panics).toEqual([])
  })

  it("still creates every other page beside a service page with only its slug, title and description, and names its file", async () => {
    const unfinished = pageNode("services", "content/services/seo.yaml", { slug: "seo", title: "SEO", description: "Search." })
    const { paths, panics } = await run(HOME, unfinished, CONTACT, SERVICE)
    expect(paths).toEqual(["/contact-us/", "/", "/service/web-development/"])
    expect(panics).toHaveLength(1)
    expect(panics[0][0]).toContain("content/services/seo.yaml")
  })

  it("still creates every other page beside a published page without a slug", async () => {
    const { slug: _slug, ...withoutSlug } = page("mobile-app-development")
    const { paths } = await run(HOME, pageNode("services", "content/services/mobile-app-development.yaml", withoutSlug), CONTACT)
    expect(paths).toEqual(["/contact-us/", "/"])
  })

  it("asks nothing of an unfinished draft, which is not built, and says nothing of it", async () => {
    const draft = pageNode("case-studies", "content/case-studies/clinic.yaml", { slug: "clinic", title: "A clinic", draft: true })
    const draftService = pageNode("services", "content/services/seo.yaml", { slug: "seo", title: "SEO", draft: true })
    const { paths, panics } = await run(HOME, draft, draftService, CONTACT, SERVICE)
    expect(paths).toEqual(["/contact-us/", "/", "/service/web-development/"])
    expect(panics).toEqual([])
  })
})
