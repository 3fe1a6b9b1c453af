/**
 * The benchmark's anchor: a bare Gatsby 5 site with no plugins, built and measured
 * beside the real site by `npm run bench` so every figure has a same-machine baseline.
 * trailingSlash matches the site's gatsby-config.ts.
 */
module.exports = {
  trailingSlash: "always",
  plugins: [],
}
