import path from "path"
import { routesOfSite } from "../../../scripts/bench/routes"

const PUBLIC_DIR = path.resolve(__dirname, "../../../public")

/** Every route of the built site a visitor sees (folders of public/ holding an index.html; not the CMS), home first. */
export const builtRoutes = (): string[] => routesOfSite(PUBLIC_DIR)
