import React from "react"
import styled from "styled-components"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { DirectContactLink, directContacts } from "./contact-details"

/** The agency's phones, e-mail addresses and chat link from content/site.yaml, as a list of links. */
export function DirectContactList(props: { "aria-label"?: string; "aria-labelledby"?: string }) {
  return (
    <ContactLinks {...props}>
      {directContacts(useSite(), useWords().directContacts).map((contact) => (
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
