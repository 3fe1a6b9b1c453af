import React from "react"
import { graphql } from "gatsby"
import styled from "styled-components"
import { useWords } from "../../hooks/use-words"
import type { SectionData } from "./section-fields"

/** A case study's client, as a list of studies and the study's own page have it. */
export type CaseStudyClientData = NonNullable<NonNullable<SectionData["listedPages"]>[number]["client"]>

/** What a page asks of a study's client besides its logo (src/templates/content-page.tsx: a study's own, the studies proving a page). */
export const caseStudyClientFields = graphql`
  fragment CaseStudyClient on Client {
    description
    namingAllowed
    name
    industry
    city
    logoAlt
  }
`

/** What the client line says of them. */
type ClientNaming = Pick<CaseStudyClientData, "description" | "namingAllowed" | "name" | "industry" | "city">

/** Who a study's client is: their name only where they allow it, otherwise the description. */
export const clientShownAs = (client: ClientNaming): string => (client.namingAllowed && client.name ? client.name : client.description)

/** "Client: Example Pharmacy · Pharmacy · Pune". */
export function ClientLine({ client }: { client: ClientNaming }) {
  const words = useWords().proofOfWork
  return (
    <Line>
      {words.client}: <strong>{clientShownAs(client)}</strong> · {client.industry} · {client.city}
    </Line>
  )
}

const Line = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`
