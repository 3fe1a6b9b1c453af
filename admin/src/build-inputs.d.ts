/** What admin/build.ts reads when it bundles the CMS (a module it writes during the bundle). */
import type { SectionSources } from "../../content-model/load-content"
import type { Repository } from "./config"

/**
 * `routes`: every page's address, read from content/ when the CMS is bundled (a link picks one);
 * `unbuilt`: those of them the site does not build then (drafts, a list with nothing published).
 */
export type BuildInputs = SectionSources & { repository: Repository; routes: string[]; unbuilt: string[] }

export declare const BUILD_INPUTS: BuildInputs
