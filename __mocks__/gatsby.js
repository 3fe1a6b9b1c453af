const React = require("react")
const gatsby = jest.requireActual("gatsby")

/**
 * The gatsby module for component tests: links render as plain anchors, and
 * useStaticQuery answers from __tests__/fixtures (set per test with
 * mockStaticQuery) so components render real content shapes without a build.
 */
let staticQueryData = {}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Drop the props only Gatsby's Link understands.
    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
  ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) => React.createElement("div", { ...rest, "data-test-slice-alias": alias })),
  useStaticQuery: jest.fn(() => staticQueryData),
  navigate: jest.fn(),
  __setStaticQueryData: (data) => {
    staticQueryData = data
  },
}
