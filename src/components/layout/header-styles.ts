import { NO_JS_CLASS } from "../../browser/start-scripts-after-paint"
import { media, theme } from "../../styles/theme"
import { HEADER_CLASSES } from "./Header"

const { colors, layout } = theme
const { bar, nav, menuButton, menuWithoutScript, bars, menu, link } = HEADER_CLASSES

/** The top bar's CSS (Header.tsx): served in the page's head, never in its JavaScript (./static-styles.ts). */
export const HEADER_STYLES = `
  .${bar} {
    position: fixed;
    inset: 0 0 auto 0;
    z-index: 30;
    background: ${colors.surface};
    box-shadow: 0 1px 0 ${colors.border};
  }
  /* On paper a fixed bar would repeat on every page, over the content: the footer carries the contact details. */
  @media print {
    .${bar} { display: none; }
  }

  .${nav} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    max-width: ${layout.maxWidth};
    min-height: ${layout.navHeight};
    margin: 0 auto;
    padding: 0 1.25rem;
    position: relative;
    flex-wrap: wrap;
  }
  /* The layout leaves room for one row (theme.layout.navHeight): the logo and the Menu button never wrap. */
  ${media.below("desktop")} {
    .${nav} { flex-wrap: nowrap; }
  }
  ${media.below("narrow")} {
    .${nav} { gap: 0.75rem; padding: 0 1rem; }
  }

  .${menuButton} {
    flex: none;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.5rem 0.9rem;
    font: inherit;
    font-weight: 600;
    color: ${colors.ink};
    background: ${colors.surfaceAlt};
    border: 1px solid ${colors.border};
    border-radius: ${theme.radius};
    cursor: pointer;
    list-style: none;
    display: none;
  }
  ${media.below("desktop")} {
    .${menuButton} { display: inline-flex; }
  }
  /* Without JavaScript the button could not open anything: the summary of ${menuWithoutScript} stands in for it. */
  .${NO_JS_CLASS} .${menuButton}:not(summary) { display: none; }
  .${menuButton}::-webkit-details-marker { display: none; }

  .${menuWithoutScript} {
    display: none;
    flex: none;
  }
  ${media.below("desktop")} {
    .${NO_JS_CLASS} .${menuWithoutScript} { display: block; }
  }

  .${bars} {
    width: 1.1rem;
    height: 2px;
    background: currentColor;
    box-shadow: 0 -6px 0 currentColor, 0 6px 0 currentColor;
  }
  /* Forced colours drop backgrounds and shadows, which draw the bars: keep them, in the button's text colour. */
  @media (forced-colors: active) {
    .${bars} {
      forced-color-adjust: none;
      background: ButtonText;
      box-shadow: 0 -6px 0 ButtonText, 0 6px 0 ButtonText;
    }
  }

  .${menu} {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  ${media.below("desktop")} {
    .${menu} {
      display: none;
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      flex-direction: column;
      align-items: stretch;
      gap: 0;
      padding: 0.5rem 1.25rem 1rem;
      background: ${colors.surface};
      border-bottom: 1px solid ${colors.border};
      box-shadow: ${theme.shadow};
      max-height: calc(100vh - ${layout.stripHeight} - ${layout.navHeight});
      /* What a phone shows with its address bar out: 100vh reaches under it, past the menu's last item. */
      max-height: calc(100dvh - ${layout.stripHeight} - ${layout.navHeight});
      /* The open menu is the screen below the bar: it scrolls as a whole, and the page behind it stays put. */
      overflow-y: auto;
      overscroll-behavior: contain;
    }
    .${menu}[data-open="true"],
    .${NO_JS_CLASS} .${menuWithoutScript}[open] ~ .${menu} {
      display: flex;
    }
  }

  .${link} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.75rem 0.5rem;
    font-weight: 600;
    color: ${colors.ink};
    text-decoration: none;
  }
  /* The page shown, or the section it is in (a case study's Work). */
  .${link}[aria-current="page"],
  .${link}[aria-current="true"] {
    color: ${colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`
