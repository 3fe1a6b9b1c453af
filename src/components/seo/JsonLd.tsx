import React from "react"

/**
 * JSON for an inline script: "<" is escaped so no value (a FAQ answer, say) can
 * close the script element, and the two line separators JavaScript parsers
 * once rejected are escaped too. JSON.parse reads the escapes back unchanged.
 */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

/** Structured data for search engines, as a <script type="application/ld+json">. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
