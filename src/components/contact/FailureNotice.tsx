import React, { forwardRef } from "react"
import styled from "styled-components"
import { useSite } from "../../hooks/use-site"
import { media } from "../../styles/theme"
import { useWords } from "../../hooks/use-words"
import type { Enquiry } from "./enquiry"
import { ContactLinks } from "./DirectContacts"
import { chatFallback, mailFallback } from "./fallback-links"

/** "failed": the send was refused or lost; "timedOut": no answer yet after SEND_TIMEOUT_MS (./send-enquiry.ts). */
export type FailureKind = "failed" | "timedOut"

interface FailureNoticeProps {
  kind: FailureKind
  enquiry: Enquiry
  /** The visitor followed a link to send the enquiry another way. */
  onLinkUsed: () => void
  /** The visitor discards the enquiry (offered once the send has failed, not while it may still arrive). */
  onDiscard: () => void
}

/**
 * The form's failure notice, beside the toast of requirements §8: two one-step ways to send
 * the same enquiry now, by e-mail to the agency's first address and by chat,
 * both prefilled with what the visitor typed; and a way to discard it.
 */
export const FailureNotice = forwardRef<HTMLDivElement, FailureNoticeProps>(function FailureNotice(
  { kind, enquiry, onLinkUsed, onDiscard },
  ref,
) {
  const { emails, chat } = useSite()
  const { newTab, form, failureNotice: words } = useWords()
  const linkWords = { labels: form.labels, subject: words.subject, chatOpening: words.chatOpening }
  const mail = mailFallback(emails[0], enquiry, linkWords)
  const chatLink = chatFallback(chat.number, enquiry, linkWords)
  return (
    <Notice ref={ref}>
      <p>{kind === "timedOut" ? words.timedOut : words.failed}</p>
      <ContactLinks $row>
        <li>
          <a href={mail.href} onClick={onLinkUsed}>
            {words.email}
          </a>
        </li>
        <li>
          <a href={chatLink.href} target="_blank" rel="noopener noreferrer" onClick={onLinkUsed}>
            {words.chat}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </li>
      </ContactLinks>
      {(mail.shortened || chatLink.shortened) && <p>{words.shortened}</p>}
      {kind === "failed" && (
        <Discard type="button" onClick={onDiscard}>
          {words.discard}
        </Discard>
      )}
    </Notice>
  )
})

/** The height a send's toast takes under the top bar on a phone: four lines of its words. */
const SEND_TOAST_ROOM = "9rem"

const Notice = styled.div`
  /* On phones the send's toasts are under the top bar (./toasts.tsx): the notice is shown below them. */
  ${media.below("mobile")} {
    scroll-margin-top: ${SEND_TOAST_ROOM};
  }
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  border-radius: 0.5rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }
`

/** A quiet text button: the links above are the way on. */
const Discard = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`
