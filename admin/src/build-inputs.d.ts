/** What admin/build.ts reads when it bundles the CMS (a module it writes during the bundle). */
import type { SectionSources } from "../../gatsby/content/load-content"
import type { Repository } from "./config"

export type BuildInputs = SectionSources & { repository: Repository }

export declare const BUILD_INPUTS: BuildInputs
