import { routesOfSite } from "../../../scripts/bench/routes"
import { SERVED_SITE_DIR } from "./origins"

/** Every route of the built site a visitor sees (its folders holding an index.html; not the CMS), home first. */
export const builtRoutes = (): string[] => routesOfSite(SERVED_SITE_DIR)
