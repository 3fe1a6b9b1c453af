import React from "react"
import { allowedLink } from "../../../content/schema/link-targets"
import { useWords } from "../../hooks/use-words"

type SiteContacts = Pick<Queries.SiteConstantsQuery["siteYaml"] & object, "phones" | "emails" | "chat">

/** A chat with the agency's number, its text prefilled, as wa.me expects it: the greeting, or (after a failed send) the enquiry. */
export const chatUrl = (number: string, text: string): string => `https://wa.me/${number}?text=${encodeURIComponent(text)}`

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
export function directContacts(
  { phones, emails, chat }: SiteContacts,
  words: ReturnType<typeof useWords>["directContacts"],
): DirectContact[] {
  return [
    ...phones.map((phone) => ({ kind: "phone" as const, href: `tel:${phone.dial}`, action: words.call, detail: phone.display })),
    ...emails.map((email) => ({ kind: "email" as const, href: `mailto:${email}`, action: words.email, detail: email })),
    { kind: "chat", href: chatUrl(chat.number, chat.greeting), action: words.chat, detail: null },
  ]
}

/** The phones and e-mail addresses only, where the chat has a button of its own (the floating buttons). */
export const callsAndMails = (site: SiteContacts, words: ReturnType<typeof useWords>["directContacts"]) =>
  directContacts(site, words).filter((contact) => contact.kind !== "chat")

/**
 * A contact's link. Its action is written out in the contact section and
 * heard only by screen readers where the number or address speaks for itself
 * (strip, footer); the chat opens in a new tab and says so.
 */
export function DirectContactLink({
  contact,
  actionShown = false,
  tabIndex,
}: {
  contact: DirectContact
  actionShown?: boolean
  tabIndex?: number
}) {
  const { newTab } = useWords()
  // Made from site.yaml's values, which `npm start` draws even where the check refused them.
  if (!allowedLink(contact.href)) return <>{contact.detail ?? contact.action}</>
  if (contact.kind === "chat") {
    return (
      <a href={contact.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
        {contact.action}
        <span className="visually-hidden"> {newTab}</span>
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
