/**
 * Where the CMS lives: admin/ is bundled into static/admin/ and served at
 * /admin/. It is the editors' page, not a visitor's: robots.txt disallows it,
 * it has a policy of its own (security-headers.ts), and the visitor-page tests
 * and budgets leave it out.
 */
export const ADMIN_PATH = "/admin/"

/** Whether a file of public/ (relative, with forward slashes) belongs to the CMS. */
export const isAdminFile = (file: string): boolean => `/${file}`.startsWith(ADMIN_PATH)
