import { expect, type Locator, type Page } from "@playwright/test"
import fs from "fs"
import yaml from "js-yaml"
import path from "path"
import type { NavigationContent } from "../../../content/schema/content-schema"
import { WORDS } from "../../support/words"

/** The menus as content/navigation.yaml lists them, whatever their length. */
export const MENUS = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../../content/navigation.yaml"), "utf8")) as NavigationContent

/** The top bar's two dropdowns: their buttons' labels (content/words.yaml) and their entries' titles. */
export const DROPDOWNS = [
  { label: WORDS.topBar.services, titles: MENUS.services.map((entry) => entry.title) },
  { label: WORDS.topBar.products, titles: MENUS.products.map((entry) => entry.title) },
]

export const mainNavigation = (page: Page) => page.getByRole("navigation", { name: WORDS.topBar.label })

/** The Menu button's stand-in without JavaScript: the summary of a disclosure, named by its words. */
export const menuSummaryOf = (page: Page) => mainNavigation(page).locator("summary", { hasText: WORDS.topBar.menuButton })

/**
 * A dropdown's control in the small-screen menu as the visitor sees it: its button, or without
 * JavaScript the disclosure's summary standing in for it (which has no button role of its own).
 */
export const phoneToggleOf = (page: Page, label: string) =>
  mainNavigation(page)
    .locator("button, summary")
    .filter({ hasText: new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`), visible: true })

/** Whether a dropdown's list is open, by its button's state or its disclosure's. */
const isOpen = (toggle: Locator) =>
  toggle.evaluate((element) =>
    element instanceof HTMLElement && element.tagName === "SUMMARY"
      ? (element.parentElement as HTMLDetailsElement).open
      : element.getAttribute("aria-expanded") === "true",
  )

/** The list a dropdown's button opens. */
export async function listOf(toggle: Locator): Promise<Locator> {
  return toggle.page().locator(`[id="${await toggle.getAttribute("aria-controls")}"]`)
}

/**
 * Lengthens a list to `count` entries with copies of its first, titled "Added entry N", as if an
 * editor had added them; returns every entry's title.
 */
export function lengthenList(list: Locator, count: number): Promise<string[]> {
  return list.evaluate((element, count) => {
    const template = element.querySelector("li")!
    for (let index = element.children.length; index < count; index++) {
      const item = template.cloneNode(true) as HTMLElement
      item.querySelector("a")!.textContent = `Added entry ${index + 1}`
      element.appendChild(item)
    }
    return Array.from(element.querySelectorAll("a"), (link) => link.textContent ?? "")
  }, count)
}

export interface EntrySeen {
  title: string
  /** Whole inside the window and inside every box around it that scrolls or clips (a pixel of rounding allowed). */
  whole: boolean
  /** Nothing drawn over its middle, where a click or tap would land. */
  onTop: boolean
  top: number
  bottom: number
  /** The part of the window where the entry could show: the window less what the boxes around it cut off. */
  clip: { top: number; bottom: number; left: number; right: number }
}

/**
 * What a visitor sees of each entry of a list, as it is now or, with `scrollToEach`, once the
 * boxes around it have been scrolled to bring that entry into view. One round trip for every
 * entry: a step each took a second apiece on a loaded machine.
 */
export function entriesSeen(list: Locator, { scrollToEach }: { scrollToEach: boolean }): Promise<EntrySeen[]> {
  return list.evaluate((element, scrollToEach) => {
    const clipOf = (node: Element) => {
      const clip = { top: 0, left: 0, bottom: innerHeight, right: innerWidth }
      for (let box = node.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX === "visible" && style.overflowY === "visible") continue
        const outer = box.getBoundingClientRect()
        const top = outer.top + box.clientTop
        const left = outer.left + box.clientLeft
        clip.top = Math.max(clip.top, top)
        clip.left = Math.max(clip.left, left)
        clip.bottom = Math.min(clip.bottom, top + box.clientHeight)
        clip.right = Math.min(clip.right, left + box.clientWidth)
      }
      return clip
    }
    return Array.from(element.querySelectorAll("a"), (link) => {
      if (scrollToEach) link.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" })
      const box = link.getBoundingClientRect()
      const clip = clipOf(link)
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        title: link.textContent?.trim() ?? "",
        whole: box.top >= clip.top - 1 && box.left >= clip.left - 1 && box.bottom <= clip.bottom + 1 && box.right <= clip.right + 1,
        onTop: link.contains(hit),
        top: box.top,
        bottom: box.bottom,
        clip,
      }
    })
  }, scrollToEach)
}

/** The entries a visitor does not see whole and on top, each with where it is and where it could show. */
export const unseen = (entries: readonly EntrySeen[]) =>
  entries
    .filter((entry) => !entry.whole || !entry.onTop)
    .map(
      ({ title, whole, top, bottom, clip }) =>
        `${title}: ${whole ? "under something" : `${Math.round(top)}..${Math.round(bottom)}, shown ${Math.round(clip.top)}..${Math.round(clip.bottom)}`}`,
    )

/**
 * Checks one dropdown of the open small-screen menu: its list has no scroll box of its own, and
 * each entry can be brought on screen by scrolling the menu, whole, clear of the top bar, where a tap lands on it.
 * Without JavaScript the tap opens the disclosure standing in for the list's button.
 */
export async function expectEveryEntryReachable(page: Page, label: string, titles: readonly string[]) {
  const toggle = phoneToggleOf(page, label)
  if (!(await isOpen(toggle))) await toggle.tap()
  const list = await listOf(toggle)
  await expect(list).toBeVisible()
  const [scrollHeight, clientHeight] = await list.evaluate((element) => [element.scrollHeight, element.clientHeight])
  expect(scrollHeight, `${label}: no entry hidden in a box that scrolls on its own`).toBeLessThanOrEqual(clientHeight + 1)
  const entries = await entriesSeen(list, { scrollToEach: true })
  expect(
    entries.map((entry) => entry.title),
    `${label}: every entry in the list`,
  ).toEqual(titles)
  expect(unseen(entries), `${label}: every entry reachable by scrolling and not under anything`).toEqual([])
}
