/**
 * @jest-environment node
 */
import { withMenuEntry } from "../../content-model/menus"
import { PAGE_SCHEMAS, routeFor, type NavigationContent, type PageContent } from "../../content/schema/content-schema"
import { routeOf, type ContentFile } from "../../content-model/content-files"
import {
  deleteRefusal,
  fieldInWords,
  NAVIGATION,
  orphanedPicturesNotice,
  slugChangeRefusal,
  withMenuIds,
} from "../../admin/src/address-guards"
import { saveRefusal } from "../../admin/src/save-check"
import { ICON_VOCABULARY } from "../../content-model/load-content"
import { checkMessages, copyOfContent, withFile } from "../support/content"
import { newProductPage } from "../support/new-product-page"

/** A schema's field as far as its label goes: its title, its fields, the entries of a list. */
interface Labelled {
  title?: string
  properties?: Record<string, Labelled>
  items?: Labelled
}

/*
 * What the CMS refuses before a save, delete or publish (admin/src/index.tsx's listeners), judged
 * on a copy of content/ as the back end would hand it: whichever pages the site has, the rules hold.
 */

const navigationOf = (files: ContentFile[]) => files.find(({ file }) => file === NAVIGATION)!.data as NavigationContent
const pageAt = (files: ContentFile[], route: string) => files.find((entry) => routeOf(entry) === route)!
/** The first product of the Products menu: a page the menu links to. */
const linkedProduct = (files: ContentFile[]) => pageAt(files, navigationOf(files).products[0].url)
const withSlug = (page: ContentFile, slug: string) => ({ ...(page.data as PageContent), slug })

describe("a page's slug", () => {
  it("of a page the site depends on cannot change, and the refusal names the field and the slug it keeps", () => {
    const files = copyOfContent()
    const contact = files.find(({ file }) => file === "content/pages/contact-us.yaml")!
    const refusal = slugChangeRefusal(files, contact.file, withSlug(contact, "contact"))
    expect(refusal).toMatch(/^Slug must stay "contact-us", not "contact"/)
  })

  it("of a page nothing links to may change, and so may everything else of a linked page", () => {
    const files = copyOfContent()
    const product = linkedProduct(files)
    expect(slugChangeRefusal(files, product.file, { ...(product.data as PageContent), title: "Another title" })).toBeNull()
    const unlinked = withFile(
      files,
      NAVIGATION,
      (data) => (data.products = data.products.filter(({ url }: { url: string }) => url !== routeOf(product))),
    )
    expect(slugChangeRefusal(unlinked, product.file, withSlug(product, "renamed-product"))).toBeNull()
  })

  it("of a new page (a duplicate, say) may not be another page's", () => {
    const files = copyOfContent()
    const product = linkedProduct(files)
    expect(slugChangeRefusal(files, "content/products/new.yaml", product.data)).toBe(
      `Slug: "${(product.data as PageContent).slug}" is already the slug of Product pages → ${(product.data as PageContent).title}: give this page its own.`,
    )
  })
})

describe("deleting a page", () => {
  it("is refused while a menu links to it, naming the menu's entry", () => {
    const files = copyOfContent()
    const product = linkedProduct(files)
    const refusal = deleteRefusal(files, product.file)!
    expect(refusal).toMatch(new RegExp(`^${routeOf(product)} is linked from these, which would lead nowhere without it:`))
    const index = navigationOf(files).products.findIndex(({ url }) => url === routeOf(product))
    const entry = navigationOf(files).products[index]
    expect(refusal).toContain(`- Site settings → Menus: Products menu, entry ${index + 1} (${entry.title}) → Link`)
    expect(refusal).toMatch(/\nRemove or change those links first\.$/)
  })

  it("is allowed once nothing links to it, and names the pictures no other page shows", () => {
    const page = {
      file: "content/products/cms-guard-test-page.yaml",
      data: newProductPage("cms-guard-test-page", "Pet Care App", { file: "cms-guard-test-page.png", alt: "A dog" }),
    }
    const files = [...copyOfContent(), page]
    expect(deleteRefusal(files, page.file)).toBeNull()
    expect(orphanedPicturesNotice(files, page.file)).toBe("No page shows cms-guard-test-page.png any more: delete it under Media.")
    // A picture another page shows too stays unnamed.
    const shared = withFile(
      files,
      page.file,
      (data) =>
        (data.sections[0].image = (linkedProduct(files).data as { sections: Array<{ image?: string }> }).sections.find(
          (section) => section.image,
        )!.image),
    )
    expect(orphanedPicturesNotice(shared, page.file)).toBeNull()
  })
})

describe("publishing a new product page", () => {
  it("adds it at the end of the Products menu with its title; the check passes before and after", () => {
    const page = { file: "content/products/cms-guard-test-page.yaml", data: newProductPage("cms-guard-test-page", "Pet Care App") }
    const files = [...copyOfContent(), page]
    // Before the CMS's entry lands, the build adds it (content-model/menus.ts): the build does not stop.
    expect(checkMessages(files)).toEqual([])
    const joined = withMenuEntry(navigationOf(files), page.file, page.data)!
    expect(joined.menuTitle).toBe("Products menu")
    expect(joined.navigation.products.at(-1)).toEqual({
      id: "cms-guard-test-page",
      title: "Pet Care App",
      url: routeFor("products", "cms-guard-test-page"),
    })
    expect(checkMessages(withFile(files, NAVIGATION, (data) => Object.assign(data, joined.navigation)))).toEqual([])
  })

  it("adds nothing for a page already in its menu, or of a kind with no menu", () => {
    const files = copyOfContent()
    const product = linkedProduct(files)
    expect(withMenuEntry(navigationOf(files), product.file, product.data)).toBeNull()
    const about = files.find(({ file }) => file === "content/pages/about-us.yaml")!
    expect(withMenuEntry(navigationOf(files), about.file, about.data)).toBeNull()
  })
})

it("gives a menu entry added without an id one made from its link, unique in its menu", () => {
  const navigation = {
    products: [
      { id: "cms-guard-test-page", title: "Pet Care", url: "/products/cms-guard-test-page/" },
      { title: "Pet Care Pro", url: "/products/cms-guard-test-page/" },
    ],
  }
  expect(withMenuIds(navigation)).toEqual({
    products: [navigation.products[0], { id: "cms-guard-test-page-2", title: "Pet Care Pro", url: "/products/cms-guard-test-page/" }],
  })
})

it("names a field in the form's words: the section by its type and number, then the fields' labels", () => {
  const product = linkedProduct(copyOfContent())
  const sections = (product.data as PageContent).sections
  const index = sections.findIndex((section) => "button" in section)
  expect(fieldInWords(product.file, `sections[${index}].button.enquiry`, product.data)).toMatch(
    new RegExp(`^[A-Z][a-z ]+ \\(section ${index + 1}\\) → Button → Enquiry$`),
  )
  const menus = navigationOf(copyOfContent())
  // A list's entry by its number and, where it has one, its own name.
  expect(fieldInWords(NAVIGATION, "main[1].url", menus)).toBe(`Top bar, entry 2 (${menus.main[1].title}) → Link`)
  expect(fieldInWords(NAVIGATION, "main[1].url", { main: [{}, { url: "/x/" }] })).toBe("Top bar, entry 2 → Link")
})

it("names a list the path ends at (one missing or empty) by its own label, alone or within its section", () => {
  const sections = PAGE_SCHEMAS.products.properties.sections as unknown as Labelled & { items: { oneOf: Labelled[] } }
  expect(fieldInWords("content/products/new.yaml", "sections", {})).toBe(sections.title)
  // A section type with a list among its fields: its list named after the section, as the form shows it.
  const [branch, [name, list]] = sections.items.oneOf
    .map((option) => [option, Object.entries(option.properties ?? {}).find(([, field]) => field.items)] as const)
    .find(([, listField]) => listField) as [Labelled, [string, Labelled]]
  const type = (branch.properties!.type as { const: string }).const
  expect(fieldInWords("content/products/new.yaml", `sections[0].${name}`, { sections: [{ type }] })).toBe(
    `${branch.title} (section 1) → ${list.title}`,
  )
})

it("refuses a new picture without its description, naming the section and the field, at the field's own path", () => {
  const page = newProductPage("cms-guard-test-page", "Pet Care App")
  const sections = [{ ...page.sections[0], image: "../images/cms-guard-test-page.png" }, ...page.sections.slice(1)]
  const file = "content/products/cms-guard-test-page.yaml"
  const refusal = saveRefusal(copyOfContent(), file, { ...page, sections }, ICON_VOCABULARY)
  expect(refusal?.problems.map(({ path, field, message }) => ({ path, field, message }))).toEqual([
    { path: "sections[0].imageAlt", field: "Hero (section 1) → Image description", message: "is required when there is an image" },
  ])
})
