/** `<html lang>` as the site sets it, so the anchor's accessibility and SEO scores are comparable. */
exports.onRenderBody = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
