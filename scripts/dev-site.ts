/**
 * Where npm start serves the dev site: gatsby develop's own defaults, written once so that the
 * servers beside it (the mail sink, decap-server) answer that origin and no other.
 */
export const DEV_SITE_HOST = "localhost"
export const DEV_SITE_PORT = 8000

export const devSiteOrigin = (host = DEV_SITE_HOST, port = DEV_SITE_PORT) => `http://${host}:${port}`
