import React from "react"

/**
 * styled-components writes its server-rendered CSS into one <style data-styled>
 * as groups of rules, each group closed by a marker rule that names the class
 * names the group holds:
 *
 *   .a{color:red}/*!sc*\/
 *   data-styled.g1[id="sc-x"]{content:"a,"}/*!sc*\/
 *
 * In the browser it reads that tag back, inserts every rule again into a tag of
 * its own, and removes the server's: the whole page's styles are parsed twice and
 * recalculated once more while the page hydrates, in blocking tasks (figures: docs/performance.md).
 *
 * So the build splits the tag in two. The rules go into a plain <style> that no
 * script touches; the markers alone stay in the <style data-styled>. The
 * browser's styled-components reads the markers, learns that every class the
 * server rendered is already on the page, and then neither parses nor inserts
 * them again. It inserts only what the server never rendered (a component first
 * drawn on a later page), into its own tag right after the markers, so later
 * rules still come later.
 */

const GROUP_END = "/*!sc*/\n"
/** The marker rule, as styled-components 6 reads it back (its `rehydrateSheetFromTag`). */
const NAMES_MARKER = /^data-styled\.g\d+\[id="[\w-]+"\]/

export interface SplitServerStyles {
  /** The CSS, without the markers: for a plain <style>. */
  rules: string
  /** The markers alone, in styled-components' own format: for the <style data-styled>. */
  names: string
}

export function splitServerStyles(css: string): SplitServerStyles {
  const rules: string[] = []
  const markers: string[] = []
  for (const part of css.split(GROUP_END).map((text) => text.trim())) {
    if (NAMES_MARKER.test(part)) markers.push(part + GROUP_END)
    else if (part) rules.push(part)
  }
  return { rules: rules.join("\n"), names: markers.join("") }
}

type StyleProps = React.StyleHTMLAttributes<HTMLStyleElement> & {
  "data-styled"?: string
  dangerouslySetInnerHTML?: { __html: string }
}

/** Plugins may hand Gatsby an array of head elements as one component. */
const flatten = (nodes: React.ReactNode[]): React.ReactNode[] => nodes.flatMap((node) => (Array.isArray(node) ? flatten(node) : [node]))

const isServerStyleSheet = (node: React.ReactNode): node is React.ReactElement<StyleProps> =>
  React.isValidElement<StyleProps>(node) && node.type === "style" && node.props["data-styled"] !== undefined

/**
 * The head's components with styled-components' server <style> split as
 * splitServerStyles says: the rules in place, the markers right after them.
 */
export function withServerStylesSplit(headComponents: React.ReactNode[]): React.ReactNode[] {
  return flatten(headComponents).flatMap((node): React.ReactNode[] => {
    if (!isServerStyleSheet(node)) return [node]
    const css = node.props.dangerouslySetInnerHTML?.__html ?? ""
    if (!css.trim()) return []
    const { rules, names } = splitServerStyles(css)
    return [
      <style key="server-styles" data-server-styles="" dangerouslySetInnerHTML={{ __html: rules }} />,
      React.cloneElement(node, { key: "server-style-names", dangerouslySetInnerHTML: { __html: names } }),
    ]
  })
}
