import React from "react"
import styled from "styled-components"
import { useSite } from "../../hooks/use-site"
import { DIRECT_CONTACTS } from "./enquiry"

type SiteContacts = Pick<Queries.SiteConstantsQuery["siteYaml"] & object, "phones" | "emails" | "chat">

/** The chat link with its prefilled greeting, as wa.me expects it. */
const chatUrl = (chat: SiteContacts["chat"]): string => `https://wa.me/${chat.number}?text=${encodeURIComponent(chat.greeting)}`

/** One way to reach the agency: what the link does ("Call"), and the number or address it does it with. */
export interface DirectContact {
  kind: "phone" | "email" | "chat"
  href: string
  action: string
  detail: string | null
}

/**
 * The agency's phones, e-mail addresses and chat from content/site.yaml, in
 * that order, as links: the one source of the contact links in the top bar's
 * strip, the footer and the contact section.
 */
export function directContacts({ phones, emails, chat }: SiteContacts): DirectContact[] {
  return [
    ...phones.map((phone) => ({ kind: "phone" as const, href: `tel:${phone.dial}`, action: DIRECT_CONTACTS.call, detail: phone.display })),
    ...emails.map((email) => ({ kind: "email" as const, href: `mailto:${email}`, action: DIRECT_CONTACTS.email, detail: email })),
    { kind: "chat", href: chatUrl(chat), action: DIRECT_CONTACTS.chat, detail: null },
  ]
}

/** The phones and e-mail addresses only, where the chat has a button of its own (the floating buttons). */
export const callsAndMails = (site: SiteContacts) => directContacts(site).filter((contact) => contact.kind !== "chat")

/**
 * A contact's link. Its action is written out in the contact section and
 * heard only by screen readers where the number or address speaks for itself
 * (strip, footer); the chat opens in a new tab and says so.
 */
export function DirectContactLink({ contact, actionShown = false, tabIndex }: { contact: DirectContact; actionShown?: boolean; tabIndex?: number }) {
  if (contact.kind === "chat") {
    return (
      <a href={contact.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
        {contact.action}
        <span className="visually-hidden"> {DIRECT_CONTACTS.newTabHint}</span>
      </a>
    )
  }
  if (actionShown) {
    return (
      <a href={contact.href} tabIndex={tabIndex}>
        {contact.action} {contact.detail}
      </a>
    )
  }
  return (
    <a href={contact.href} tabIndex={tabIndex}>
      <span className="visually-hidden">{`${contact.action} `}</span>
      {contact.detail}
    </a>
  )
}

/** The agency's phones, e-mail addresses and chat link from content/site.yaml, as a list of links. */
export function DirectContactList(props: { "aria-label"?: string; "aria-labelledby"?: string }) {
  return (
    <ContactLinks {...props}>
      {directContacts(useSite()).map((contact) => (
        <li key={contact.href}>
          <DirectContactLink contact={contact} actionShown />
        </li>
      ))}
    </ContactLinks>
  )
}

/** A list of contact links, each a 44 px target; in a column, or wrapping in a row. */
export const ContactLinks = styled.ul<{ $row?: boolean }>`
  display: ${({ $row }) => ($row ? "flex" : "grid")};
  flex-wrap: wrap;
  gap: ${({ $row }) => ($row ? "0.5rem 1.5rem" : "0.25rem")};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`
