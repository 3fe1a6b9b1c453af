/**
 * @jest-environment node
 */
import { yamlTypeName } from "../../content-model/yaml-type-name"
import { robotsTxt } from "../../gatsby/post-build/robots-txt"

describe("the GraphQL type of a YAML file", () => {
  it.each([
    [{ name: "site", relativeDirectory: "" }, false, "SiteYaml"],
    [{ name: "navigation", relativeDirectory: "" }, false, "NavigationYaml"],
    [{ name: "laundry-app-development", relativeDirectory: "products" }, false, "ProductsYaml"],
    [{ name: "web-development", relativeDirectory: "services" }, false, "ServicesYaml"],
    [{ name: "home", relativeDirectory: "pages" }, false, "PagesYaml"],
    [{ name: "industries", relativeDirectory: "shared" }, true, "IndustriesYaml"],
  ])("%o (list: %s) is %s", (node, isArray, type) => {
    expect(yamlTypeName({ node, isArray })).toBe(type)
  })
})

describe("robots.txt", () => {
  it("lets crawlers in, keeps them out of the CMS, and names the sitemap by its absolute URL", () => {
    expect(robotsTxt("https://www.example.org")).toBe(
      "User-agent: *\nDisallow: /admin/\nAllow: /\n\nSitemap: https://www.example.org/sitemap-index.xml\n",
    )
  })
})
