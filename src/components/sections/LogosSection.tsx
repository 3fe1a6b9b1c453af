import React from "react"
import styled from "styled-components"
import { ContentLink } from "../ui/ContentLink"
import { Picture } from "../ui/Picture"
import { SectionShell } from "./SectionShell"
import type { SectionData } from "./section-fields"

type ClientLogo = NonNullable<SectionData["logos"]>[number]

/** Clients' logos, each described for those who cannot see it, and a link when its YAML gives one. */
export function LogosSection({ section }: { section: SectionData }) {
  return (
    <SectionShell heading={section.heading} subheading={section.subheading} anchor={section.anchor}>
      <Logos>
        {section.logos?.map((logo) => (
          <li key={logo.name}>
            <LogoLink logo={logo} />
          </li>
        ))}
      </Logos>
    </SectionShell>
  )
}

function LogoLink({ logo }: { logo: ClientLogo }) {
  const picture = <Picture image={logo.logo?.childImageSharp?.gatsbyImageData} alt={logo.logoAlt} sizes="10rem" />
  return <ContentLink to={logo.url}>{picture}</ContentLink>
}

const Logos = styled.ul`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 10rem));
  justify-content: center;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: block;
  }
`
