import type { GatsbyConfig } from "gatsby"
import path from "path"
import { readNoindexRoutes, readSiteConstants } from "./content-model/site-constants"
import { ENQUIRY_ROUTE_GLOBS } from "./src/site/enquiry-route"
import { yamlTypeName } from "./content-model/yaml-type-name"
import { assertSafeLineValue } from "./gatsby/post-build/line-safe-value"

/**
 * The site's URL, which only the sitemap needs (it begins every <loc>, so it must be one token).
 * gatsby develop starts without it when site.yaml does not parse, lacks it or holds a broken one:
 * the content check then names the problem on every page, and /admin/, served by develop, stays
 * up to mend it. A build stops on it.
 */
function siteUrl(): string | undefined {
  try {
    return assertSafeLineValue(readSiteConstants().siteUrl, "content/site.yaml: siteUrl")
  } catch (error) {
    if (process.env.gatsby_executing_command === "develop") return undefined
    throw error
  }
}

const config: GatsbyConfig = {
  siteMetadata: {
    // gatsby-plugin-sitemap reads siteUrl from here; the value itself lives in content/site.yaml.
    siteUrl: siteUrl(),
  },
  // The build writes src/gatsby-types.d.ts too (not develop alone), so the types the type check reads follow the content schema.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      options: {
        // Component names in class names (Header__Bar-sc-…) help while developing; in a
        // production build they are bytes in every page's HTML and scripts (docs/performance.md).
        displayName: process.env.NODE_ENV !== "production",
        fileName: process.env.NODE_ENV !== "production",
        // Marks styled() calls as free of side effects, so the minifier drops unused ones.
        pure: true,
      },
    },
    // Not gatsby-plugin-image: the site draws its pictures as plain <picture>s
    // (src/components/ui/Picture.tsx) and needs only the data gatsby-transformer-sharp
    // gives; the plugin's one job left was a <style>, a <noscript> and a script for its
    // <GatsbyImage> in every page's head, 411 brotli bytes of the first round trip
    // (docs/performance.md).
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // content/schema/ describes the files; it is not content.
      options: { name: "content", path: path.resolve("content"), ignore: ["**/schema/**"] },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: { typeName: yamlTypeName },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The pages content marks noindex, the contact page's copies for calls to action, and Gatsby's own copies of the not-found page.
        excludes: [...readNoindexRoutes(), ...ENQUIRY_ROUTE_GLOBS, "/404.html", "/dev-404-page/"],
      },
    },
  ],
}

export default config
