import { compactCss } from "./compact-css"
import { REVEAL_STYLES } from "./reveal-styles"
import { media, theme } from "./theme"

const { colors, layout, fonts } = theme
const { barBelow, barHeight } = layout.floatingContact

/**
 * Resets and page-wide rules only; every component styles itself. Written into
 * the HTML's head by gatsby-ssr.tsx as a plain <style>, ahead of the
 * components' rules, like the @font-face rules in font-faces.ts.
 *
 * Not a createGlobalStyle: styled-components runs a global style through its
 * CSS parser again in every visitor's browser and inserts the result a second
 * time, which costs main-thread time while the page hydrates and changes
 * nothing on it.
 *
 * html's scroll-padding-top makes anchors and focused elements stop below the
 * fixed top bar (WCAG 2.4.11); on phones its scroll-padding-bottom keeps them above the
 * chat and call bar (FloatingContact), and the body's padding lets the page's end scroll clear of it.
 */
export const PAGE_WIDE_STYLES = compactCss(`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${layout.stripHeight} + ${layout.navHeight} + 1rem);
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.surface};
    text-rendering: optimizeLegibility;
  }
  ${media.screenBelow(barBelow)} {
    html { scroll-padding-bottom: calc(${barHeight} + env(safe-area-inset-bottom) + 1rem); }
    body { padding-bottom: calc(${barHeight} + env(safe-area-inset-bottom)); }
  }
  h1, h2, h3, h4 { color: ${colors.ink}; line-height: 1.2; margin: 0 0 0.75rem; }
  h1 { font-size: clamp(2rem, 5vw, 3.25rem); }
  h2 { font-size: clamp(1.6rem, 3.5vw, 2.4rem); }
  h3 { font-size: 1.2rem; }
  p { margin: 0 0 1rem; }
  img, svg { max-width: 100%; }
  a { color: ${colors.primary}; }
  a:hover { color: ${colors.primaryDark}; }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  ${REVEAL_STYLES}
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`)
