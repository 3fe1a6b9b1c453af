import React from "react"
import styled from "styled-components"
import { useSite } from "../../hooks/use-site"
import { chatUrl } from "../layout/chat-link"
import { DIRECT_CONTACTS } from "./enquiry"

/** The agency's phones, e-mail addresses and chat link from content/site.yaml, as a list of links. */
export function DirectContactList(props: { "aria-label"?: string; "aria-labelledby"?: string }) {
  const { phones, emails, chat } = useSite()
  return (
    <ContactLinks {...props}>
      {phones.map((phone) => (
        <li key={phone.dial}>
          <a href={`tel:${phone.dial}`}>
            {DIRECT_CONTACTS.call} {phone.display}
          </a>
        </li>
      ))}
      {emails.map((email) => (
        <li key={email}>
          <a href={`mailto:${email}`}>
            {DIRECT_CONTACTS.email} {email}
          </a>
        </li>
      ))}
      <li>
        <a href={chatUrl(chat)} target="_blank" rel="noopener noreferrer">
          {DIRECT_CONTACTS.chat}
          <span className="visually-hidden"> {DIRECT_CONTACTS.newTabHint}</span>
        </a>
      </li>
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
