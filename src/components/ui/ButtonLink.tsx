import React from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { allowedLink } from "../../../content/schema/link-targets"
import { forcedColorsEdge } from "../../styles/forced-colors"
import type { EnquiryContext } from "../../site/enquiry-route"
import { useContactLink } from "../../site/page-enquiry-context"

interface ButtonLinkProps {
  /** Absent only while an editor fills the button in (the check refuses a button without one): it then draws as a link not yet made. */
  to?: string | null
  children: React.ReactNode
  variant?: "primary" | "light"
  /**
   * A link to the contact form opens it with this service selected and product named (a button's `enquiry` in content/).
   * Without one, a link to the plain form on a copy of the contact page made for a context leads to that copy.
   */
  enquiry?: EnquiryContext | null
}

/** A link that looks like a button: calls to action such as "Contact Us". */
export function ButtonLink({ to, children, variant = "primary", enquiry }: ButtonLinkProps) {
  const internalTo = useContactLink(to ?? "", enquiry)
  const link = allowedLink(to)
  if (link?.leadsTo === "this site")
    return (
      <InternalButton to={internalTo} $variant={variant}>
        {children}
      </InternalButton>
    )
  // A target the rule refuses (javascript:, //host …) draws as a missing one does: a link not yet made.
  return (
    <ExternalButton href={link?.href} $variant={variant}>
      {children}
    </ExternalButton>
  )
}

const buttonStyle = css<{ $variant: "primary" | "light" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  text-align: center;
  transition:
    background-color 0.2s,
    color 0.2s;
  background: ${({ theme, $variant }) => ($variant === "primary" ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === "primary" ? theme.colors.onPrimary : theme.colors.primaryDark)};

  &:hover,
  &:focus-visible {
    background: ${({ theme, $variant }) => ($variant === "primary" ? theme.colors.primaryDark : theme.colors.surfaceAlt)};
    color: ${({ theme, $variant }) => ($variant === "primary" ? theme.colors.onPrimary : theme.colors.primaryDark)};
  }
  ${forcedColorsEdge("LinkText")}
`

const InternalButton = styled(Link)<{ $variant: "primary" | "light" }>`
  ${buttonStyle}
`
const ExternalButton = styled.a<{ $variant: "primary" | "light" }>`
  ${buttonStyle}
`
