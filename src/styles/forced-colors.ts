/**
 * Forced-colours mode (Windows high contrast) replaces the page's colours with the visitor's and
 * drops backgrounds and shadows. A control drawn by its background alone would lose its edge there:
 * these rules give it one in the system's colour for its kind (a button's, a link's).
 */
export const forcedColorsEdge = (systemColour: "ButtonText" | "LinkText") => `
  @media (forced-colors: active) {
    border: 2px solid ${systemColour};
  }
`
