import React from "react"
import styled from "styled-components"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fillIn } from "../ui/fill-in"
import { forcedColorsEdge } from "../../styles/forced-colors"
import { media, theme } from "../../styles/theme"
import { directContacts } from "../contact/contact-details"
import { allowedLink } from "../../../content/schema/link-targets"

/**
 * Chat with a prefilled greeting and call, in a landmark of their own: two round buttons at the
 * bottom right, on phones a bar across the bottom for which the page keeps room (theme.layout.floatingContact).
 */
export function FloatingContact() {
  const site = useSite()
  const words = useWords()
  const contacts = directContacts(site, words.directContacts)
  const chat = contacts.find((contact) => contact.kind === "chat")!
  const phone = contacts.find((contact) => contact.kind === "phone")!
  return (
    <Buttons aria-label={words.floatingButtons.label}>
      <ChatButton
        href={allowedLink(chat.href)?.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${fillIn(words.floatingButtons.chat, { brand: site.brand })} ${words.newTab}`}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z"
          />
        </svg>
      </ChatButton>
      <CallButton
        href={allowedLink(phone.href)?.href}
        aria-label={fillIn(words.floatingButtons.call, { brand: site.brand, number: phone.detail ?? "" })}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1 11.4 11.4 0 0 0 .57 3.6 1 1 0 0 1-.25 1z"
          />
        </svg>
      </CallButton>
    </Buttons>
  )
}

const { barBelow, barHeight, round, edgeGap } = theme.layout.floatingContact

const Buttons = styled.aside`
  position: fixed;
  right: ${edgeGap};
  bottom: ${edgeGap};
  z-index: 25;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  ${media.below(barBelow)} {
    inset: auto 0 0 0;
    flex-direction: row;
    gap: 0;
    padding-bottom: env(safe-area-inset-bottom);
    background: ${({ theme }) => theme.colors.surface};
  }

  @media print {
    display: none;
  }
`

/** The two buttons' shape; each adds only its colour, so their shared rules are in the page's CSS once. */
const Round = styled.a`
  display: grid;
  place-items: center;
  width: ${round};
  height: ${round};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow};

  ${media.below(barBelow)} {
    flex: 1;
    width: auto;
    height: ${barHeight};
    border-radius: 0;
    box-shadow: none;
  }

  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.onPrimary};
    filter: brightness(1.1);
  }
  ${forcedColorsEdge("LinkText")}
`

const ChatButton = styled(Round)`
  background: ${({ theme }) => theme.colors.chat};
`

const CallButton = styled(Round)`
  background: ${({ theme }) => theme.colors.primary};
`
