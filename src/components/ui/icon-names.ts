/**
 * The generic icons content may name (`icon:` in content/), drawn from
 * lucide. Kept free of imports so the build-side content check can read it.
 */
export const ICON_NAMES = [
  "apple", "bar-chart", "bed", "beef", "bell", "book-open", "building", "calendar", "camera", "car",
  "check-circle", "chef-hat", "clock", "cloud", "code", "credit-card", "database", "dumbbell", "factory",
  "fish", "gift", "globe", "graduation-cap", "handshake", "headphones", "heart", "home", "layers", "leaf",
  "lightbulb", "line-chart", "lock", "mail", "map-pin", "megaphone", "message-circle", "music", "package",
  "palette", "pen-tool", "percent", "phone", "pill", "rocket", "route", "scissors", "search", "server",
  "settings", "shield-check", "shirt", "shopping-bag", "shopping-cart", "smartphone", "sparkles", "star",
  "stethoscope", "store", "target", "thumbs-up", "timer", "trophy", "truck", "users", "utensils", "video",
  "wallet", "washing-machine", "wrench", "zap",
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name)
