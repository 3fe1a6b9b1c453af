/** CSS written to be read, made one line for the page's head: comments dropped, spaces kept only where the syntax needs them. */
export const compactCss = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>~])\s*/g, "$1")
    .replace(/:\s+/g, ":")
    .trim()
