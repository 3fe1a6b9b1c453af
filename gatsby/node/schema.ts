import type { GatsbyNode } from "gatsby"
import type { SharedList } from "../../content/schema/content-schema"
import { iconSvg } from "../content/icon-svg"
import { publishIconFile } from "./icon-files"
import { readSectionSources } from "../content/load-content"
import { SHARED_LIST_NODE_TYPES, sharedListShownBy, sharedListsShownBy } from "../content/section-data"

/**
 * The content types, declared rather than inferred, so that the generated
 * TypeScript types (Queries.*) are exact and an empty optional field does not
 * silently drop out of the schema. They mirror the content schema
 * (content/schema/content-schema.ts), which the check (./content-rules.ts)
 * validates against before this runs; __tests__/build/content-schema.test.ts
 * fails when the two part.
 */
export const contentTypeDefs = `
  type SiteYaml implements Node @dontInfer {
    brand: String!
    tagline: String!
    siteUrl: String!
    author: String!
    description: String!
    keywords: [String!]!
    phones: [Phone!]!
    emails: [String!]!
    chat: Chat!
    social: [SocialLink!]!
  }
  type Phone { display: String!  dial: String! }
  type Chat { number: String!  greeting: String! }
  type SocialLink { name: String!  url: String! }

  type NavigationYaml implements Node @dontInfer {
    main: [NavItem!]!
    services: [NavItem!]!
    products: [NavItem!]!
    quickLinks: [NavItem!]!
  }
  type NavItem { id: String!  title: String!  url: String! }

  type PagesYaml implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    keywords: [String!]
    noindex: Boolean
    sections: [Section!]!
  }
  type ServicesYaml implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    keywords: [String!]
    sections: [Section!]!
  }
  type ProductsYaml implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    keywords: [String!]
    sections: [Section!]!
  }

  type Section {
    type: String!
    anchor: String
    heading: String
    subheading: String
    paragraphs: [String!]
    layout: String
    items: [SectionItem!]
    faqs: [Faq!]
    button: ButtonLink
    image: File @fileByRelativePath
    imageAlt: String
  }
  type SectionItem {
    title: String!
    description: String
    icon: String
    url: String
    points: [String!]
  }
  type Faq { question: String!  answer: String! }
  type ButtonLink { label: String!  url: String! }

  type IndustriesYaml implements Node @dontInfer {
    title: String!
    icon: String!
  }
  type ReasonsYaml implements Node @dontInfer {
    title: String!
    description: String!
    icon: String!
  }
  type TechnologiesYaml implements Node @dontInfer {
    title: String!
    stacks: [Technology!]!
  }
  type Technology { title: String!  icon: String! }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}

interface WithIcon {
  icon?: string | null
}
interface ResolverContext {
  nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> }
}

/** A field holding the SVG of the item's `icon`, drawn at build time (see ../content/icon-svg.ts). */
const svgField = {
  type: "String",
  resolve: (source: WithIcon) => iconSvg(source.icon),
}

/**
 * A section that shows a shared list gets that list as a field, so the list
 * (with its icons) travels only with the pages that show it. The list is read
 * as the CMS preview reads it (readSectionSources, sharedListsShownBy); the
 * list's nodes are asked for too, which is how gatsby develop knows to run the
 * page's query again when the list's file changes.
 */
const sharedListField = (list: SharedList) => ({
  type: `[${SHARED_LIST_NODE_TYPES[list]}!]`,
  resolve: async (section: { type: string }, _args: unknown, context: ResolverContext) => {
    if (sharedListShownBy(section.type) !== list) return null
    await context.nodeModel.findAll({ type: SHARED_LIST_NODE_TYPES[list] })
    return sharedListsShownBy(section.type, readSectionSources().sharedLists, publishIconFile)[list]
  },
})

/** The address of a carousel entry's icon file, which the section's shared list field (above) has drawn and published. */
const iconSrcField = {
  type: "String",
  resolve: (source: { iconSrc?: string | null }) => source.iconSrc ?? null,
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SectionItem: { svg: svgField },
    ReasonsYaml: { svg: svgField },
    IndustriesYaml: { iconSrc: iconSrcField },
    Technology: { iconSrc: iconSrcField },
    Section: {
      industries: sharedListField("industries"),
      reasons: sharedListField("reasons"),
      technologies: sharedListField("technologies"),
    },
  })
}
