/** The names of the layout's landmarks, as assistive technology announces them; tests read them here. */
export const LANDMARK_LABELS = {
  contactStrip: "Contact details",
  quickContact: "Quick contact",
} as const
