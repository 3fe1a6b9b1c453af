/** Types of test-build-dir.js, which stays JavaScript so jest.config.js can require it. */
export function testSiteDirOf(project: string): string
export const TEST_BUILD_DIR: string
export const TEST_SITE_DIR: string
export const PUBLISHED_EXAMPLES_FOLDER: string
export const PUBLISHED_EXAMPLES_SITE_DIR: string
