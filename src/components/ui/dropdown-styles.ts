import { NO_JS_CLASS } from "../../browser/start-scripts-after-paint"
import { media, theme } from "../../styles/theme"
import { DROPDOWN_CLASSES } from "./Dropdown"

const { colors, layout } = theme
const { item, toggle, chevron, panel, withoutScript } = DROPDOWN_CLASSES
const { entriesPerColumn, maxColumns, bottomGap } = layout.dropdown

/**
 * Rules for a part of a dropdown (a selector within it) while its list is open: opened by the
 * script; without it, on wide screens on hover and keyboard focus, and in the small-screen menu
 * while its disclosure is open (a list closed by focus leaving it would move what was below it
 * from under the finger).
 */
const whenOpen = (part: string, rules: string) => `
  .${item}[data-open="true"] ${part} { ${rules} }
  ${media.from("desktop")} {
    .${NO_JS_CLASS} .${item}:is(:hover, :focus-within) ${part} { ${rules} }
  }
  ${media.below("desktop")} {
    .${NO_JS_CLASS} .${item}:has(> .${withoutScript}[open]) ${part} { ${rules} }
  }
`

/**
 * A column for every `entriesPerColumn` entries, up to `maxColumns`: counted by the CSS, so the
 * list lays out whatever its length, with or without JavaScript.
 */
const columnsByEntryCount = Array.from({ length: maxColumns - 1 }, (_, index) => index + 2)
  .map((columns) => `.${panel}:has(> li:nth-child(${(columns - 1) * entriesPerColumn + 1})) { --columns: ${columns}; }`)
  .join("\n")

/** An entry's height: a line of text and its link's padding, above and below. */
const LINK_PADDING_BLOCK = "0.55rem"
const PANEL_PADDING_BLOCK = "0.5rem"
/** From the list's top edge to the middle of its first entry (--e: one entry's height). */
const BEFORE_ENTRIES = `(2px + ${PANEL_PADDING_BLOCK} + var(--e) / 2)`

/**
 * A dropdown's CSS (Dropdown.tsx): served in the page's head, never in its JavaScript
 * (../layout/static-styles.ts). On wide screens the open list shows every entry, in as many
 * columns as its length needs; in the small-screen menu it is part of the menu, which scrolls as a whole.
 */
export const DROPDOWN_STYLES = `
  .${item} { position: relative; }

  .${toggle} {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    font: inherit;
    font-weight: 600;
    color: ${colors.ink};
    background: none;
    border: 0;
    padding: 0.75rem 0.5rem;
    cursor: pointer;
    min-height: 44px;
  }
  ${media.below("desktop")} {
    .${toggle} { width: 100%; justify-content: space-between; }
  }

  /* Drawn by two borders of a square: squeezed by its row, it would be a slash. */
  .${chevron} {
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
    transition: transform 0.2s;
  }
  ${whenOpen(`.${toggle} > .${chevron}`, "transform: translateY(1px) rotate(-135deg);")}

  /* The disclosure stands in for the button where it is shown: without JavaScript, in the small-screen menu. */
  .${withoutScript} { display: none; }
  ${media.below("desktop")} {
    .${NO_JS_CLASS} .${withoutScript} { display: block; }
    .${NO_JS_CLASS} .${item} > .${toggle} { display: none; }
  }
  .${withoutScript} > summary { list-style: none; }
  .${withoutScript} > summary::-webkit-details-marker { display: none; }

  .${panel} {
    list-style: none;
    margin: 0;
    padding: ${PANEL_PADDING_BLOCK} 0;
    display: none;
  }
  ${whenOpen(`.${panel}`, "display: grid;")}

  ${media.from("desktop")} {
    .${panel} {
      position: absolute;
      top: 100%;
      /* Under the end of its button, so a wide list grows into the bar's width, not past the screen's edge. */
      right: 0;
      z-index: 20;
      --columns: 1;
      grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
      width: max-content;
      min-width: 17rem;
      max-width: calc(100vw - 2.5rem);
      background-color: ${colors.surface};
      border: 1px solid ${colors.border};
      border-radius: ${theme.radius};
      box-shadow: ${theme.shadow};

      /*
       * Only a window too short for the whole list caps it, at the window's bottom. The cap ends
       * halfway down an entry, so the cut entry shows there is more, never a row that looks like the last.
       * (A browser without CSS round() leaves the list uncapped: whole, below the window's edge.)
       */
      --e: calc(1lh + 2 * ${LINK_PADDING_BLOCK});
      max-height: calc(
        ${BEFORE_ENTRIES} +
          round(down, 100vh - ${layout.stripHeight} - ${layout.navHeight} - ${bottomGap} - ${BEFORE_ENTRIES}, var(--e))
      );
      overflow-y: auto;
      overscroll-behavior: contain;
    }
    ${columnsByEntryCount}
  }

  ${media.below("desktop")} {
    .${panel} {
      border-left: 3px solid ${colors.border};
      margin-left: 0.5rem;
    }
  }

  .${panel} a {
    display: block;
    padding: ${LINK_PADDING_BLOCK} 1rem;
    color: ${colors.text};
    text-decoration: none;
  }
  .${panel} a:hover,
  .${panel} a:focus-visible {
    background: ${colors.surfaceAlt};
    color: ${colors.primaryDark};
  }
`
