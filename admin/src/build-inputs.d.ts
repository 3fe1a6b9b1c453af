/** What admin/build.ts reads when it bundles the CMS (a module it writes during the bundle). */
import type { SectionSources } from "../../content-model/load-content"
import type { Repository } from "./config"

/**
 * `routes`: every page's address, read from content/ when the CMS is bundled (a link picks one);
 * `unbuilt`: those of them the site does not build then (drafts, a list with nothing published);
 * `titles`: each page's title by its address, which the link's list shows beside it.
 */
export type BuildInputs = SectionSources & { repository: Repository; routes: string[]; unbuilt: string[]; titles: Record<string, string> }

export declare const BUILD_INPUTS: BuildInputs
