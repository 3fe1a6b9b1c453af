import type { Locator } from "@playwright/test"

/** Where things are drawn on screen, for tests of what covers what. */

export type Box = { x: number; y: number; width: number; height: number }

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

/** A box once it has stopped moving, so an entrance animation is not measured half-way. */
export async function restingBox(locator: Locator): Promise<Box> {
  let previous = await box(locator)
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await locator.page().waitForTimeout(250)
    const current = await box(locator)
    if (JSON.stringify(current) === JSON.stringify(previous)) return current
    previous = current
  }
  throw new Error(`${locator} kept moving`)
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
