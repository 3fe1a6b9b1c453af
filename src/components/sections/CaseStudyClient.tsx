import React from "react"
import { graphql } from "gatsby"
import styled from "styled-components"
import { useWords } from "../../hooks/use-words"
import type { SectionData } from "./section-fields"

/** A case study's client, as a list of studies and the study's own page have it. */
export type CaseStudyClientData = NonNullable<NonNullable<SectionData["listedPages"]>[number]["client"]>

/** What a page asks of a study's client besides its logo (src/templates/content-page.tsx: a study's own, the studies proving a page). */
export const caseStudyClientFields = graphql`
  fragment ClientFields on Client {
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

/** Whether `text` names `place` as a word of its own, whatever its case: "A clinic in Nagpur" names Nagpur, "Punetown" not Pune. */
export function namesPlace(text: string, place: string): boolean {
  const escaped = place.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return escaped !== "" && new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text)
}

/**
 * "Client: Example Pharmacy · Pharmacy · Pune"; the city left out where the words shown already
 * name it ("A multi-speciality clinic in Nagpur · Healthcare"), so no place is said twice.
 */
export function ClientLine({ client }: { client: ClientNaming }) {
  const words = useWords().proofOfWork
  const shownAs = clientShownAs(client)
  return (
    <Line>
      {words.client}: <strong>{shownAs}</strong> · {client.industry}
      {!namesPlace(shownAs, client.city) && ` · ${client.city}`}
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
