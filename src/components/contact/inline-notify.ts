import type { Notify } from "./toasts"

/**
 * Toast stand-ins that write into the form, for when the toasts' code cannot be downloaded: the
 * visitor still reads every message, in the form itself.
 */
export function inlineNotify(show: (text: string) => void): Notify {
  const write = (text: string) => {
    show(text)
    return text
  }
  return {
    blank: write,
    error: write,
    failure: write,
    success: write,
    loading: write,
    update: (_, text) => {
      show(text)
    },
    dismiss: () => undefined,
    removeAtOnce: () => undefined,
  }
}
