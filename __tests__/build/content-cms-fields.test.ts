/**
 * @jest-environment node
 *
 * The CMS's collections and fields come from the content schema: what the
 * check would reject, the CMS refuses before saving, with the schema's words.
 */
import type { CmsCollection, CmsField } from "decap-cms-core"
import { buildInputs } from "../../admin/build"
import { cmsConfig } from "../../admin/src/config"
import { saveRefusal } from "../../admin/src/save-check"
import { withoutEmptyValues } from "../../admin/src/empty-optional-values"
import { cmsField, LINK_WIDGET, SECTIONS_WIDGET } from "../../admin/src/fields"
import { isTypedLink, linkProblem } from "../../admin/src/link-choice"
import { SHARED_LIST_FIELD } from "../../admin/src/shared-list-field"
import { PICTURE_HINT } from "../../admin/src/picture-upload-limit"
import { COLLECTIONS, MAX_LENGTH, SECTIONS_OFFERED, SHARED_LISTS } from "../../content/schema/content-schema"
import { checkContent } from "../../content-model/content-rules"
import { collectionOf, routeOf, formatProblem, routesOf, unbuiltRoutes } from "../../content-model/content-files"
import { GENERIC_ICON_NAMES } from "../../content-model/icon-svg"
import { ICON_VOCABULARY, loadContent } from "../../content-model/load-content"
import { localCmsBackendApi } from "../../admin/local-cms-backend"
import { pageFiles } from "../support/content"

const config = cmsConfig({ repo: "agency/site", branch: "main", siteUrl: "https://www.example.com", localBackend: localCmsBackendApi() })
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as CmsCollection
// A field of any widget: each test reads the keys its widget has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = Record<string, any>
const field = (fields: readonly CmsField[] | undefined, name: string) => fields?.find((candidate) => candidate.name === name) as AnyField

/** What Decap does with a string field's pattern: the value must match, or the message is shown. */
const refusal = (target: AnyField, value: string): string | null => (new RegExp(target.pattern[0]).test(value) ? null : target.pattern[1])

describe("the CMS's configuration", () => {
  it("signs editors in with GitHub through Netlify and saves drafts as pull requests", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "agency/site", branch: "main", base_url: "https://api.netlify.com" })
    expect(config.publish_mode).toBe("editorial_workflow")
  })

  it("on an editor's own machine, saves through decap-server on the loopback address, where npm start runs it", () => {
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:8081/api/v1", allowed_hosts: ["localhost", "127.0.0.1", "[::1]"] })
    expect(buildInputs().repository.localBackend).toBe("http://127.0.0.1:8081/api/v1")
  })

  it("is built on Netlify for the repository Netlify builds: GitHub through Netlify's OAuth provider, with drafts as pull requests", () => {
    const saved = { ...process.env }
    process.env.REPOSITORY_URL = "https://github.com/northstar-apps/website"
    delete process.env.CMS_GITHUB_REPO
    delete process.env.CMS_GITHUB_BRANCH
    try {
      const production = cmsConfig(buildInputs().repository)
      expect(production.backend).toEqual({
        name: "github",
        repo: "northstar-apps/website",
        branch: "main",
        base_url: "https://api.netlify.com",
        auth_endpoint: "auth",
      })
      expect(production.publish_mode).toBe("editorial_workflow")
    } finally {
      process.env = saved
    }
  })

  it("has a collection for every kind of content file", () => {
    // One collection per kind of page (content/schema/page-kinds.ts), one file per shared list.
    expect(config.collections.map(({ name }) => name)).toEqual(["settings", "words", ...COLLECTIONS, "shared"])
    const files = (name: string) => (collection(name).files ?? []).map(({ file }) => file)
    expect(files("settings")).toEqual(["content/site.yaml", "content/navigation.yaml", "content/redirects.yaml"])
    expect(files("shared")).toEqual(SHARED_LISTS.map((list) => `content/shared/${list}.yaml`))
  })

  it("has the case studies as a folder of pages, each previewed at its address, with a draft tick, a date picker and its client", () => {
    const studies = collection("case-studies")
    expect(studies).toMatchObject({
      label: "Case studies",
      label_singular: "Case study",
      folder: "content/case-studies",
      create: true,
      slug: "{{fields.slug}}",
      preview_path: "/case-studies/{{slug}}/",
    })
    // Not one of the pages the site depends on: an editor may delete a study.
    expect(studies.delete).toBeUndefined()
    expect(field(studies.fields, "draft")).toMatchObject({ widget: "boolean", default: true, required: false })
    const published = field(studies.fields, "published")
    expect(published).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false, required: false })
    // Required to publish: a draft may be without it (admin/src/draft-marks.ts), and the save's check asks for it.
    expect(refusal(published, "2026-03-31")).toBeNull()
    expect(refusal(published, "31/03/2026")).toBe("must be a date written YYYY-MM-DD, such as 2026-03-31")
    const client = field(studies.fields, "client")
    expect(field(client.fields, "logo")).toMatchObject({ widget: "image", required: false })
    expect(field(client.fields, "namingAllowed").widget).toBe("boolean")
  })

  it("has each link field say which kinds of page it may lead to, as the build's check does", () => {
    const proves = field(collection("case-studies").fields, "proves")
    expect(proves.field).toMatchObject({ widget: LINK_WIDGET, linksTo: ["services", "products"] })
    const caseStudies = field(collection("pages").fields, "sections").types.find(({ name }: { name: string }) => name === "caseStudies")
    expect(field(caseStudies.fields, "chosen").field).toMatchObject({ widget: LINK_WIDGET, linksTo: ["case-studies"] })
    const testimonials = field(collection("shared").files!.find(({ name }) => name === "testimonials")!.fields, SHARED_LIST_FIELD)
    expect(field(testimonials.fields, "caseStudy")).toMatchObject({ widget: LINK_WIDGET, linksTo: ["case-studies"] })
    // Any other link leads to any page of the site.
    const hero = field(collection("products").fields, "sections").types.find(({ name }: { name: string }) => name === "hero")
    expect(field(field(hero.fields, "button").fields, "url").linksTo).toBe("page")
  })

  it("has the testimonials as a shared list, each with its permission date and an optional photo", () => {
    const testimonials = field(collection("shared").files!.find(({ name }) => name === "testimonials")!.fields, SHARED_LIST_FIELD)
    expect(testimonials.widget).toBe("list")
    expect(field(testimonials.fields, "permission")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", required: false })
    expect(field(testimonials.fields, "photo")).toMatchObject({ widget: "image", required: false })
    expect(field(testimonials.fields, "draft").widget).toBe("boolean")
  })

  it("lets a testimonial name a draft study, and no other link field a draft page, as the check does", () => {
    const testimonials = field(collection("shared").files!.find(({ name }) => name === "testimonials")!.fields, SHARED_LIST_FIELD)
    expect(field(testimonials.fields, "caseStudy")).toMatchObject({ widget: LINK_WIDGET, namesDrafts: true })
    const hero = field(collection("products").fields, "sections").types.find(({ name }: { name: string }) => name === "hero")
    expect(field(field(hero.fields, "button").fields, "url").namesDrafts).toBeUndefined()
  })

  it("keeps each testimonial's key out of the form (the CMS makes it on save) and has a section choose testimonials by name, writing their keys", () => {
    const testimonials = field(collection("shared").files!.find(({ name }) => name === "testimonials")!.fields, SHARED_LIST_FIELD)
    expect(field(testimonials.fields, "key")).toMatchObject({ widget: "hidden", required: false })
    for (const kind of ["pages", "services", "products", "case-studies"]) {
      const section = field(collection(kind).fields, "sections").types.find(({ name }: { name: string }) => name === "testimonials")
      // One picker of several, labelled optional as it is: none chosen is allowed.
      expect(field(section.fields, "people")).toMatchObject({
        label: "Chosen testimonials (optional)",
        required: false,
        widget: "relation",
        multiple: true,
        collection: "shared",
        file: "testimonials",
        value_field: `${SHARED_LIST_FIELD}.*.key`,
        display_fields: [`${SHARED_LIST_FIELD}.*.name`],
        search_fields: [`${SHARED_LIST_FIELD}.*.name`],
      })
    }
  })

  it("labels a field the check requires beside another with when it is required, not as optional", () => {
    const hero = field(collection("products").fields, "sections").types.find(({ name }: { name: string }) => name === "hero")
    expect(field(hero.fields, "imageAlt")).toMatchObject({ label: "Image description (required with an image)", required: false })
    expect(field(field(hero.fields, "button").fields, "enquiry")).toMatchObject({
      label: "Enquiry (required on a service or product page's button to the contact form)",
      required: false,
    })
    const testimonials = field(collection("shared").files!.find(({ name }) => name === "testimonials")!.fields, SHARED_LIST_FIELD)
    expect(field(testimonials.fields, "photoAlt").label).toBe("Photo description (required with a photo)")
    expect(field(field(collection("case-studies").fields, "client").fields, "logoAlt").label).toBe(
      "Logo description (required with a logo)",
    )
    // A field the CMS requires itself says nothing; one required by nothing says it is optional.
    const workflow = field(collection("pages").fields, "sections").types.find(({ name }: { name: string }) => name === "workflow")
    expect(field(workflow.fields, "imageAlt")).toMatchObject({ label: "Image description", required: true })
    expect(field(hero.fields, "image").label).toBe("Image (optional)")
    // A field an optional group requires is required in it, once the group is filled in.
    const enquiry = field(field(hero.fields, "button").fields, "enquiry")
    expect(field(enquiry.fields, "service")).toMatchObject({ label: "Service (required in an enquiry)", required: false })
    expect(field(enquiry.fields, "about")).toMatchObject({ label: "About (optional)", required: false })
  })

  it("refuses a result's figure that is not a number, in the check's words", () => {
    const results = field(collection("case-studies").fields, "sections").types.find(({ name }: { name: string }) => name === "results")
    const figure = field(field(results.fields, "results").fields, "figure")
    expect(refusal(figure, "lots")).toMatch(/^must be a number such as 3x, 42%/)
    for (const value of ["3x", "42%", "-40%", "12,000"]) expect(refusal(figure, value)).toBeNull()
  })

  it("names a new product's file after its slug, in content/products/", () => {
    expect(collection("products")).toMatchObject({ folder: "content/products", extension: "yaml", create: true, slug: "{{fields.slug}}" })
  })

  it("says plainly, where a product or service page is created, which menu it joins when published", () => {
    expect(collection("products").description).toMatch(/^A new product page joins the end of the Products menu when it is published/)
    expect(collection("services").description).toMatch(/the Services menu when it is published/)
    expect(collection("pages").description).toBeUndefined()
  })

  it("offers on each kind of page the section types the schema offers it, each with its own fields", () => {
    for (const kind of ["pages", "services", "products"] as const) {
      const sections = field(collection(kind).fields, "sections")
      expect(sections).toMatchObject({ widget: SECTIONS_WIDGET, typeKey: "type" })
      expect(sections.types.map(({ name }: { name: string }) => name)).toEqual([...SECTIONS_OFFERED[kind]])
    }
    // The pages the site requires have no Draft switch: Decap requires there what the schema does (draft-marks.ts).
    const hero = field(collection("pages").fields, "sections").types.find(({ name }: { name: string }) => name === "hero")
    expect(field(hero.fields, "heading")).toMatchObject({ widget: "string", required: true })
    expect(field(hero.fields, "image")).toMatchObject({ widget: "image", required: false })
  })

  it("refuses an empty title and a phone number without + in the schema's words", () => {
    expect(field(collection("products").fields, "title")).toMatchObject({ required: true })
    const site = collection("settings").files!.find(({ name }) => name === "site")!
    const dial = field(field(site.fields, "phones").fields, "dial")
    expect(refusal(dial, "9000000002")).toBe("must be + and 8 to 15 digits")
    expect(refusal(dial, "+919000000002")).toBeNull()
  })

  it("refuses text longer than its place on the page can show, by the limit the check has (the wording: cms-length-limit.test.tsx)", () => {
    const title = field(collection("products").fields, "title")
    expect(title).toMatchObject({ widget: "string", maxLength: MAX_LENGTH.title })
    const hero = field(collection("products").fields, "sections").types.find(({ name }: { name: string }) => name === "hero")
    expect(field(field(hero.fields, "button").fields, "label")).toMatchObject({ maxLength: MAX_LENGTH.buttonLabel })
    expect(field(collection("products").fields, "description")).toMatchObject({ widget: "text", maxLength: MAX_LENGTH.description })
  })

  it("offers no delete for the pages the site depends on (Decap deletes per collection: all fixed pages)", () => {
    expect(collection("pages").delete).toBe(false)
    expect(collection("products").delete).toBeUndefined()
    expect(collection("services").delete).toBeUndefined()
  })

  it("has links picked from every page of the site, read from content/ when the CMS is bundled", () => {
    const hero = field(collection("pages").fields, "sections").types.find(({ name }: { name: string }) => name === "hero")
    expect(field(field(hero.fields, "button").fields, "url")).toMatchObject({ widget: LINK_WIDGET, required: true })
    const navigation = collection("settings").files!.find(({ name }) => name === "navigation")!
    expect(field(field(navigation.fields, "products").fields, "url").widget).toBe(LINK_WIDGET)
    const { files } = loadContent()
    const routes = buildInputs().routes
    expect(routes).toEqual(routesOf(files).sort())
    // Every page file's own route, as each kind of page makes it (not routesOf's answer again).
    expect(routes).toEqual(
      pageFiles()
        .map(({ route }) => route)
        .sort(),
    )
    expect(routes).toHaveLength(files.filter(({ file }) => collectionOf(file) !== null).length)
    // Those the site does not build (drafts, a list with nothing published), which a link in a published page may not lead to.
    expect(buildInputs().unbuilt).toEqual([...unbuiltRoutes(files)].sort())
    // Each page's title by its route, which the list shows beside the address.
    const titles = buildInputs().titles
    for (const file of files.filter(({ file }) => collectionOf(file) !== null))
      expect(titles[routeOf(file)!]).toBe((file.data as { title?: string }).title)
  })

  it("refuses a typed link to a page that does not exist, in the check's words, and takes another site, e-mail, phone or section", () => {
    const routes = buildInputs().routes
    expect(linkProblem("/pricing/", routes)).toBe('"/pricing/" is not a page of this site: pick one from the list')
    expect(linkProblem("/pricing/#plans", routes)).toBe('"/pricing/#plans" is not a page of this site: pick one from the list')
    for (const link of ["/contact-us/", "/contact-us/#enquiry", "https://example.com/", "mailto:hello@example.com", "tel:+919000000002"])
      expect(linkProblem(link, routes)).toBeNull()
    expect(isTypedLink("/contact-us/", routes)).toBe(false)
    expect(isTypedLink("/contact-us/#enquiry", routes)).toBe(true)
  })

  it("has icons picked by name from the icons the site can draw", () => {
    const cards = field(collection("products").fields, "sections").types.find(({ name }: { name: string }) => name === "cards")
    const icon = field(field(cards.fields, "items").fields, "icon")
    expect(icon.widget).toBe("select")
    expect(icon.options).toEqual([...GENERIC_ICON_NAMES].sort())
  })

  it("puts pictures in content/images and writes their paths as the build reads them", () => {
    expect(config).toMatchObject({ media_folder: "content/images", public_folder: "../images" })
  })

  it("tells an owner under every picture field how to pick one, not how the YAML file writes its path", () => {
    const pictureFields: CmsField[] = []
    const walk = (fields: readonly CmsField[] = []) => {
      for (const each of fields as Array<CmsField & { fields?: CmsField[]; types?: Array<{ fields?: CmsField[] }> }>) {
        if (each.widget === "image") pictureFields.push(each)
        walk(each.fields)
        for (const type of each.types ?? []) walk(type.fields)
      }
    }
    for (const each of config.collections) {
      walk(each.fields)
      for (const file of each.files ?? []) walk(file.fields)
    }
    expect(pictureFields.length).toBeGreaterThan(0)
    for (const picture of pictureFields) expect(picture).toMatchObject({ hint: PICTURE_HINT })
    expect(PICTURE_HINT).not.toMatch(/yaml|content\/images|\.\.\//i)
  })

  it("refuses a hero picture without its description, in an editor's words, and so does the build's check", () => {
    // Any product page whose hero has a picture, whichever the content has now.
    type Sections = Array<Record<string, unknown>>
    const sectionsOf = (data: unknown) => (data as { sections?: Sections }).sections ?? []
    const product = loadContent().files.find(
      ({ file, data }) => file.startsWith("content/products/") && sectionsOf(data)[0]?.type === "hero" && sectionsOf(data)[0]?.image,
    )!
    const { file } = product
    const sections = sectionsOf(product.data)
    const files = loadContent().files
    // As the save hands it over (admin/src/index.tsx): a field emptied in the form is absent.
    const refusedFor = (changed: Sections) =>
      saveRefusal(files, file, withoutEmptyValues({ ...(product.data as object), sections: changed }), ICON_VOCABULARY)
    expect(refusedFor(sections)).toBeNull()

    // Decap keeps a text field the editor empties as "".
    const withoutDescription = [{ ...sections[0], imageAlt: "" }, ...sections.slice(1)]
    expect(refusedFor(withoutDescription)?.problems.map(({ path, field, message }) => ({ path, field, message }))).toEqual([
      { path: "sections[0].imageAlt", field: "Hero (section 1) → Image description", message: "is required when there is an image" },
    ])
    const saved = { file, data: { ...(product.data as object), sections: withoutDescription } }
    expect(checkContent([saved], ICON_VOCABULARY).map(formatProblem)).toContain(`${file}: sections[0].imageAlt: is required`)

    const withoutPicture = [{ ...sections[0], image: undefined, imageAlt: "" }, ...sections.slice(1)]
    expect(refusedFor(withoutPicture)).toBeNull()
  })
})

describe("a text field's widget", () => {
  const field = (schema: object) => cmsField("field", { type: "string", title: "Field", ...schema }, true)

  it("is a text area where the text may run longer than a heading, and one line otherwise", () => {
    expect(field({ maxLength: MAX_LENGTH.sentence }).widget).toBe("text")
    expect(field({ maxLength: MAX_LENGTH.heading }).widget).toBe("string")
    // No limit: a label or the words of a button, written on one line.
    expect(field({}).widget).toBe("string")
    // A pattern (a link, a date) is one line whatever its length.
    expect(field({ maxLength: MAX_LENGTH.sentence, pattern: "^/.*$" }).widget).toBe("string")
  })
})
