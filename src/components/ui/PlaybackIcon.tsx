import React from "react"

/**
 * lucide's "pause" and "play" icons, written out: the carousel's control is
 * the only icon drawn in the browser (every other icon is drawn at build time,
 * content-model/icon-svg.ts), and lucide-react's runtime would cost every page (docs/performance.md).
 */
export function PlaybackIcon({ kind }: { kind: "play" | "pause" }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {kind === "pause" ? (
        <>
          <rect x="14" y="3" width="5" height="18" rx="1" />
          <rect x="5" y="3" width="5" height="18" rx="1" />
        </>
      ) : (
        <path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />
      )}
    </svg>
  )
}
