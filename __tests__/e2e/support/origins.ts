/** Where the browser tests serve the built site. */
export const E2E_SITE_PORT = 9100
export const E2E_SITE_ORIGIN = `http://127.0.0.1:${E2E_SITE_PORT}`
