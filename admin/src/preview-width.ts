/** The widths, in CSS pixels, the preview pane can show a page at: a common phone's, and a common laptop's (past the theme's desktop breakpoint). */
export const PREVIEW_WIDTHS = { Phone: 390, Desktop: 1280 } as const
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS

/**
 * How a frame `width` pixels wide fits a pane: at its own size where the pane has room, centred, else
 * scaled down to the pane's width, and made as much taller as it is scaled so that it still fills the pane's height.
 */
export function frameFit(
  width: number,
  pane: { width: number; height: number },
): { width: number; height: number; scale: number; left: number } {
  const scale = pane.width > 0 ? Math.min(1, pane.width / width) : 1
  return { width, height: pane.height / scale, scale, left: Math.max(0, (pane.width - width) / 2) }
}
