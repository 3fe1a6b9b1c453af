import type { Industry, Reason, SectionContent, SharedList, TechnologyCategory } from "../../content/schema/content-schema"
import type { SectionData } from "../../src/components/sections/section-fields"
import { theme } from "../../src/styles/theme"
import { iconFileUrl, iconSvg, type IconSource } from "./icon-svg"

/**
 * The section type that shows each shared list (content/shared/<list>.yaml)
 * gets the list as a field of the same name. One rule for the GraphQL layer
 * (gatsby/node/schema.ts) and the CMS preview (admin/src/preview.tsx), so the
 * preview shows what the page will.
 */
export function sharedListShownBy(sectionType: string): SharedList | null {
  return sectionType === "industries" || sectionType === "reasons" || sectionType === "technologies" ? sectionType : null
}

/** The GraphQL node type of each shared list's entries (gatsby/content/yaml-type-name.ts names them). */
export const SHARED_LIST_NODE_TYPES: Record<SharedList, string> = {
  industries: "IndustriesYaml",
  reasons: "ReasonsYaml",
  technologies: "TechnologiesYaml",
}

/** The shared lists as content/shared/ holds them. */
export type SharedLists = { industries: Industry[]; reasons: Reason[]; technologies: TechnologyCategory[] }

/**
 * The shared list a section of this type shows, as GraphQL gives it, the
 * others null. Each entry has an id and its icon: the reasons' drawn into the
 * page (`svg`), the two carousels' as picture files (`iconSrc`, see iconFile):
 * the industries' in the tile's text colour, the technologies' logos in their
 * brand colours. `iconSource` says where the files are: the build's
 * addresses, or `data:` URLs in the CMS preview.
 */
export function sharedListsShownBy(sectionType: string, lists: SharedLists, iconSource: IconSource = iconFileUrl): Pick<SectionData, SharedList> {
  const shown = sharedListShownBy(sectionType)
  return {
    industries:
      shown === "industries"
        ? lists.industries.map((item, index) => ({ id: `industries#${index}`, ...item, iconSrc: iconSource({ name: item.icon, colour: theme.colors.onPrimary }) }))
        : null,
    reasons: shown === "reasons" ? lists.reasons.map((item, index) => ({ id: `reasons#${index}`, ...withSvg(item) })) : null,
    technologies:
      shown === "technologies"
        ? lists.technologies.map((category, index) => ({
            id: `technologies#${index}`,
            title: category.title,
            stacks: category.stacks.map((stack) => ({ ...stack, iconSrc: iconSource({ name: stack.icon, logos: true, colour: theme.colors.ink }) })),
          }))
        : null,
  } as Pick<SectionData, SharedList>
}

const withSvg = <T extends { icon?: string }>(item: T) => ({ ...item, svg: iconSvg(item.icon) })

/**
 * A section of a page's YAML as the templates receive it from GraphQL: every
 * field (null where absent), each icon drawn as the build draws it, and the
 * shared list the section shows. The CMS preview renders the site's sections
 * with it; __tests__/built-site/component-data.test.ts holds it to the build's page data.
 */
export function sectionData(section: SectionContent, lists: SharedLists, image: SectionData["image"] = null, iconSource: IconSource = iconFileUrl): SectionData {
  const fields: Record<string, unknown> = section
  const items = fields.items as Array<{ icon?: string }> | undefined
  return {
    anchor: null,
    heading: null,
    subheading: null,
    paragraphs: null,
    layout: null,
    faqs: null,
    button: null,
    imageAlt: null,
    ...section,
    image,
    items: items?.map((item) => ({ description: null, url: null, points: null, ...withSvg(item) })) ?? null,
    ...sharedListsShownBy(section.type, lists, iconSource),
  } as SectionData
}
