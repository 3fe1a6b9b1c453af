import type React from "react"
import { mayBecomePhoneNumber, tidyPhone } from "./validate-enquiry"

/** The value the phone field would hold if the selected text were replaced by `text`. */
const phoneWith = (input: HTMLInputElement, text: string) => {
  const start = input.selectionStart ?? input.value.length
  const end = input.selectionEnd ?? start
  return { before: input.value.slice(0, start) + text, value: input.value.slice(0, start) + text + input.value.slice(end) }
}

/**
 * What the phone field does with typing and pasting: it takes digits only (requirements §6.3), a
 * digit only while it may still make a number, and a number pasted as people write it
 * ("+91 98765-43210"), tidied to its digits. `setPhone` receives the field's new value.
 */
export function phoneInputHandlers(setPhone: (value: string) => void) {
  // Pasted whole: the field's length limit would cut a written number before it is tidied.
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const input = event.currentTarget
    const { before, value } = phoneWith(input, event.clipboardData.getData("text"))
    const tidied = tidyPhone(value)
    setPhone(tidied)
    const caret = tidied === value ? before.length : tidied.length
    requestAnimationFrame(() => input.setSelectionRange(caret, caret))
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const typesCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (!typesCharacter) return
    if (!/\d/.test(event.key) || !mayBecomePhoneNumber(phoneWith(event.currentTarget, event.key).value)) {
      event.preventDefault()
    }
  }

  return { onKeyDown, onPaste, onValue: (value: string) => setPhone(tidyPhone(value)) }
}
