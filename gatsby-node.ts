export { onPreBootstrap } from "./gatsby/check-content"
export { createSchemaCustomization } from "./gatsby/schema"
export { createPages } from "./gatsby/create-pages"
export { onPostBuild } from "./gatsby/robots-txt"
