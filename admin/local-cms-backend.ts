/**
 * Decap's local back end (decap-server), which npm start runs so that /admin/ on the dev site
 * edits the working tree. It has no authentication: whoever reaches it can write any file of the
 * repository, so it listens on the loopback address only (SECURITY.md). The CMS's bundle is told
 * its address when it is built (admin/build.ts), and the dev server's /admin/ policy allows it.
 */
export const LOCAL_CMS_BACKEND_HOST = "127.0.0.1"

/**
 * The loopback names the dev site answers on: /admin/ opened on any of them uses the local back
 * end (Decap's own list has the first two only), and decap-server answers their origins only.
 */
export const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"] as const
export const LOCAL_CMS_BACKEND_DEFAULT_PORT = 8081

/** The port: DECAP_SERVER_PORT when set (the browser tests run their own), else Decap's usual 8081. */
export function localCmsBackendPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.DECAP_SERVER_PORT ?? LOCAL_CMS_BACKEND_DEFAULT_PORT)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`DECAP_SERVER_PORT is not a port: ${env.DECAP_SERVER_PORT}`)
  return port
}

export const localCmsBackendOrigin = (port = localCmsBackendPort()) => `http://${LOCAL_CMS_BACKEND_HOST}:${port}`

/** The API address Decap's local_backend setting takes. */
export const localCmsBackendApi = (port = localCmsBackendPort()) => `${localCmsBackendOrigin(port)}/api/v1`
