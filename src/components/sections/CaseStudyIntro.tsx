import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useWords } from "../../hooks/use-words"
import { Picture } from "../ui/Picture"
import { Inner } from "./SectionShell"
import { ClientLine, type CaseStudyClientData } from "./CaseStudyClient"

/** A step of the trail above a case study: a page's title and address. */
export interface TrailStep {
  title: string
  route: string
}

/**
 * The trail above the hero of a page of a listed kind (its kind's `trail` part): Home › its list
 * page › the page, the last marked as the page shown. `steps`: those after Home.
 */
export function Breadcrumbs({ steps }: { steps: readonly TrailStep[] }) {
  const words = useWords().proofOfWork
  const trail = [{ title: words.home, route: "/" }, ...steps]
  return (
    <Trail aria-label={words.breadcrumbs}>
      <Inner as="ol">
        {trail.map((step, index) => (
          <li key={step.route}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{step.title}</span>
            ) : (
              <>
                <Link to={step.route}>{step.title}</Link>
                {/* "/", which the site's cut of Inter has ("›" it has not: src/styles/inter-subset.ts). */}
                <span aria-hidden="true"> / </span>
              </>
            )}
          </li>
        ))}
      </Inner>
    </Trail>
  )
}

/** Under a case study's hero: who the client is, with their logo where they allow naming. */
export function ClientBar({ client }: { client: CaseStudyClientData }) {
  const logo = client.namingAllowed ? client.logo?.childImageSharp?.gatsbyImageData : null
  return (
    <Bar>
      <Inner>
        {logo && (
          <Logo>
            <Picture image={logo} alt={client.logoAlt ?? ""} sizes="8rem" />
          </Logo>
        )}
        <ClientLine client={client} />
      </Inner>
    </Bar>
  )
}

const Trail = styled.nav`
  padding: 0.75rem 1.25rem 0;
  font-size: 0.9rem;

  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    padding: 0;
  }
  li {
    white-space: pre;
  }
  /* Each link a whole target (theme.layout.minTarget) on its own, where its line of text alone is shorter. */
  a {
    display: inline-flex;
    align-items: center;
    min-width: ${({ theme }) => theme.layout.minTarget};
    min-height: ${({ theme }) => theme.layout.minTarget};
    color: ${({ theme }) => theme.colors.primary};
  }
  [aria-current] {
    color: ${({ theme }) => theme.colors.muted};
    white-space: normal;
  }
`

const Bar = styled.div`
  padding: 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${Inner} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
  }
  p {
    margin: 0;
  }
`

const Logo = styled.span`
  width: 8rem;
`
