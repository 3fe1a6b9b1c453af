const os = require("os")
const { builtSiteGate } = require("./__tests__/support/built-site-gate")

const gate = builtSiteGate()
if (gate.message) console.warn(gate.message)

/** Jest as Gatsby documents it for TypeScript: babel-preset-gatsby, jsdom, a mock of the gatsby module. */
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>.*/public",
    "<rootDir>/__tests__/e2e/",
    "<rootDir>/.test-build/",
    ...gate.skip,
  ],
  // npm test's copy of the project (scripts/test-build.ts): its tests and mocks are the project's again.
  modulePathIgnorePatterns: ["<rootDir>/.test-build/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // Jest's default is a worker fewer than the cores, one on a 2-core machine, where its main process
  // then idles and the project-copy test blocks the one worker for minutes while its build runs: two
  // workers take the suite from 350 s to 233 s there (docs/testing.md).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Above the 10 s a Testing Library wait may take (jest.setup.ts), so a failed wait reports what it waited for.
  testTimeout: 20_000,
}
