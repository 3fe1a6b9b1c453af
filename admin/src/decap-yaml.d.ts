declare module "decap-cms-core/dist/esm/formats/yaml" {
  /** Decap's YAML formatter: what the CMS reads files with and writes them as. */
  const formatter: {
    fromFile(content: string): unknown
    toFile(data: unknown, sortedKeys?: string[], comments?: Record<string, string>): string
  }
  export default formatter
}

declare module "decap-cms-core/dist/esm/redux" {
  /** Decap's Redux store: its configuration, collections and notifications (saved-content.ts). */
  export const store: {
    getState(): { config: unknown; collections: { valueSeq(): { toArray(): unknown[] } } }
    dispatch(action: unknown): void
  }
}

declare module "decap-cms-core/dist/esm/backend" {
  /** Decap's back end, as saved-content.ts uses it: every entry of a collection, and a file written as it is. */
  export function currentBackend(config: unknown): {
    listAllEntries(collection: unknown): Promise<Array<{ path: string; data: unknown }>>
    implementation: {
      persistEntry(
        entry: { dataFiles: Array<{ path: string; slug: string; raw: string }>; assets: never[] },
        options: Record<string, unknown>,
      ): Promise<unknown>
    }
  }
}

declare module "decap-cms-core/dist/esm/actions/notifications" {
  export function addNotification(notification: { message: string; type: string; dismissAfter?: number }): unknown
}
