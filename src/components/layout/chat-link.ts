/** The chat link with its prefilled greeting, as wa.me expects it. */
export const chatUrl = (chat: { number: string; greeting: string }): string =>
  `https://wa.me/${chat.number}?text=${encodeURIComponent(chat.greeting)}`
