import React, { useContext } from "react"
import styled from "styled-components"
import { useNavigation } from "../../hooks/use-navigation"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { media, translucent } from "../../styles/theme"
import { callsAndMails, DirectContactLink } from "../contact/contact-details"
import { contactLinkOn } from "../../site/enquiry-route"
import { PageEnquiryContext } from "../../site/page-enquiry-context"
import { ContentLink } from "../ui/ContentLink"

export function Footer() {
  const site = useSite()
  const { brand, tagline, social } = site
  const { quickLinks, services } = useNavigation()
  const words = useWords()
  const year = new Date().getFullYear()

  return (
    <Wrapper>
      <Columns>
        <Column aria-labelledby="footer-contact">
          <h2 id="footer-contact">{brand}</h2>
          <p>{tagline}</p>
          <List>
            {callsAndMails(site, words.directContacts).map((contact) => (
              <li key={contact.href}>
                <DirectContactLink contact={contact} />
              </li>
            ))}
          </List>
        </Column>
        <Column aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{words.footer.quickLinks}</h2>
          <MenuLinks links={quickLinks} />
        </Column>
        <Column aria-labelledby="footer-services">
          <h2 id="footer-services">{words.footer.services}</h2>
          <MenuLinks links={services} />
        </Column>
        <Column aria-labelledby="footer-social">
          <h2 id="footer-social">{words.footer.social}</h2>
          <List>
            {social.map((link) => (
              <li key={link.name}>
                <ContentLink to={link.url} target="_blank" rel="noopener noreferrer" fallback={link.name}>
                  {link.name}
                  <span className="visually-hidden"> {words.newTab}</span>
                </ContentLink>
              </li>
            ))}
          </List>
        </Column>
      </Columns>
      <Copyright>
        © <span suppressHydrationWarning>{year}</span> {brand}. {words.footer.copyright}
      </Copyright>
    </Wrapper>
  )
}

/** A menu of content/navigation.yaml as a list of links. */
function MenuLinks({ links }: { links: ReturnType<typeof useNavigation>["services"] }) {
  const pageEnquiry = useContext(PageEnquiryContext)
  return (
    <List>
      {links.map((link) => (
        <li key={link.id}>
          <ContentLink to={contactLinkOn(pageEnquiry, link.url)}>{link.title}</ContentLink>
        </li>
      ))}
    </List>
  )
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.strip};
  color: ${({ theme }) => theme.colors.onStrip};
  padding: 3rem 1.25rem 6rem;

  h2 {
    color: inherit;
    font-size: 1.1rem;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(4, 1fr);
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${media.below("desktop")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.below("small")} {
    grid-template-columns: 1fr;
  }
`

const Column = styled.section``

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: 0.3rem 0;
  }
  a {
    display: inline-block;
    min-height: ${({ theme }) => theme.layout.minTarget};
  }
`

const Copyright = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 2.5rem auto 0;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => translucent(theme.colors.onStrip, 0.2)};
  font-size: 0.875rem;
`
