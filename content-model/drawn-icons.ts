/**
 * How an icon of the content is drawn, by its schema (content/schema's `drawnAs`): the one rule for
 * the GraphQL layer (./graphql-types.ts names the field, gatsby/node/schema.ts resolves it) and the
 * CMS preview (./section-data.ts).
 */
import type { IconDrawing, IconSet } from "../content/schema/content-schema"
import { theme } from "../src/styles/theme"
import { iconSvg, type IconSource } from "./icon-svg"

/** A part of the content schema, as JSON Schema: what the walkers over it read. */
export interface JsonSchema {
  type?: string
  title?: string
  properties?: Record<string, JsonSchema>
  required?: readonly string[]
  items?: JsonSchema
  oneOf?: readonly JsonSchema[]
  iconSet?: IconSet
  drawnAs?: IconDrawing
  showsList?: string
  showsPages?: string
  picture?: boolean
  calendarDate?: boolean
  describedBy?: string
}

/** The field an icon's drawing adds beside it: its SVG drawn into the page, or its picture file's address. */
export const drawnIconField = (drawing: IconDrawing | undefined): "svg" | "iconSrc" => (drawing && drawing !== "inline" ? "iconSrc" : "svg")

/** An icon as the site draws it: its SVG for the page, or its picture file's address from `iconSource`, as its schema says. */
export function drawIcon(name: string | null | undefined, icon: JsonSchema, iconSource: IconSource): string | null {
  const drawing = icon.drawnAs ?? "inline"
  if (!name) return null
  if (drawing === "inline") return iconSvg(name)
  return iconSource({ name, colour: theme.colors[drawing.file], logos: icon.iconSet === "icons-or-logos" })
}
