/** What admin/build.ts reads when it bundles the CMS (a module it writes during the bundle). */
import type { SharedLists } from "../../gatsby/content/section-data"
import type { SiteContent } from "../../content/schema/content-schema"
import type { Repository } from "./config"

export declare const BUILD_INPUTS: { repository: Repository; sharedLists: SharedLists; site: SiteContent }
