import { createGlobalStyle } from "styled-components"
import { REVEAL_STYLES } from "../components/ui/reveal"

/**
 * Resets and page-wide rules only; every component styles itself. The
 * @font-face rules are not here: see font-faces.ts.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* Anchors and focused elements stop below the fixed top bar (WCAG 2.4.11). */
    scroll-padding-top: calc(${({ theme }) => theme.layout.stripHeight} + ${({ theme }) => theme.layout.navHeight} + 1rem);
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { color: ${({ theme }) => theme.colors.ink}; line-height: 1.2; margin: 0 0 0.75rem; }
  h1 { font-size: clamp(2rem, 5vw, 3.25rem); }
  h2 { font-size: clamp(1.6rem, 3.5vw, 2.4rem); }
  h3 { font-size: 1.2rem; }
  p { margin: 0 0 1rem; }
  img, svg { max-width: 100%; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:hover { color: ${({ theme }) => theme.colors.primaryDark}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
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
`
