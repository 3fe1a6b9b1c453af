import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import sharp from "sharp"

/**
 * A product page as an editor adds it in the CMS (New product page): a hero, a text, a FAQ, its
 * menu entry, and optionally a picture uploaded into content/images/. Tests write it into copies of
 * content/ only, never into the real one; its slug is the test's to choose.
 */
export function newProductPage(slug: string, title: string, picture?: { file: string; alt: string }) {
  return {
    slug,
    title,
    description: `${title} for businesses that want their customers to book and pay from a phone.`,
    keywords: [title.toLowerCase()],
    sections: [
      {
        type: "hero",
        heading: title,
        subheading: "Bookings, payments and reminders in one app.",
        button: { label: "Get Free Consultation", url: "/contact-us/", enquiry: { service: "Mobile App Development", about: title } },
        ...(picture ? { image: `../images/${picture.file}`, imageAlt: picture.alt } : {}),
      },
      { type: "text", heading: `Welcome to ${title}`, paragraphs: ["We build it for single shops and for chains."] },
      {
        type: "cards",
        heading: "Customize Your Own App",
        layout: "grid",
        items: [{ title: "Online Booking", description: "Customers choose a time the shop can serve.", icon: "calendar" }],
      },
      {
        type: "faq",
        heading: "Frequently Asked Questions",
        faqs: [{ question: "Can customers pay in the app?", answer: "Yes, by card or wallet, before or after the visit." }],
      },
    ],
  }
}

/** A PNG as an editor's upload would be: a plain picture, made here so no file is committed for it. */
export const uploadedPicture = (width = 640, height = 480): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer()

/**
 * Adds a product page to the content/ folder given, as the CMS saves it: its YAML file, its picture
 * (when given) in content/images/, and its entry at the end of the Products menu in navigation.yaml.
 */
export async function addProductPage(contentDir: string, page: ReturnType<typeof newProductPage>, picture?: Buffer): Promise<void> {
  fs.writeFileSync(path.join(contentDir, "products", `${page.slug}.yaml`), yaml.dump(page))
  const hero = page.sections[0] as { image?: string }
  if (picture && hero.image) fs.writeFileSync(path.join(contentDir, "products", hero.image), picture)
  const navigationFile = path.join(contentDir, "navigation.yaml")
  const navigation = yaml.load(fs.readFileSync(navigationFile, "utf8")) as { products: Array<{ id: string; title: string; url: string }> }
  navigation.products.push({ id: page.slug, title: page.title, url: `/products/${page.slug}/` })
  fs.writeFileSync(navigationFile, yaml.dump(navigation))
}
