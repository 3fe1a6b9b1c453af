import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** The WCAG 2.x A/AA rules (2.0, 2.1, 2.2) axe checks on every route. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/** axe's violations as short lines, so a failing test says what and where. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(" ")} — ${node.failureSummary?.split("\n")[1]?.trim() ?? violation.help}`,
    ),
  )
}
