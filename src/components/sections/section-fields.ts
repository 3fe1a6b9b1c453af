// Written from the content schema by content-model/graphql-types.ts (npm run schema, and every build); do not edit.
import { graphql } from "gatsby"

/** Every field a section may hold, as its component reads it; the page template asks for its page's sections with this fragment. */
export const sectionFields = graphql`
  fragment SectionFields on Section {
    type
    heading
    subheading
    button {
      label
      url
      enquiry {
        service
        about
      }
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 960, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
    imageAlt
    anchor
    paragraphs
    layout
    items {
      title
      description
      svg
      url
      points
    }
    faqs {
      question
      answer
    }
    results {
      figure
      measures
      period
      source
    }
    pictures {
      image {
        childImageSharp {
          gatsbyImageData(width: 960, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      imageAlt
      caption
    }
    people
    logos {
      name
      logo {
        childImageSharp {
          gatsbyImageData(width: 960, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      logoAlt
      url
    }
    chosen
    industries {
      id
      title
      iconSrc
    }
    reasons {
      id
      title
      description
      svg
    }
    technologies {
      id
      title
      stacks {
        title
        iconSrc
      }
    }
    testimonials {
      id
      key
      draft
      quote
      name
      role
      company
      photo {
        childImageSharp {
          gatsbyImageData(width: 960, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
        }
      }
      photoAlt
      permission
      caseStudy
      about
    }
    listedPages {
      id
      slug
      title
      description
      keywords
      noindex
      draft
      published
      summary
      client {
        description
        namingAllowed
        name
        industry
        city
        logo {
          childImageSharp {
            gatsbyImageData(width: 960, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
          }
        }
        logoAlt
      }
      proves
      route
      countsUnder
    }
  }
`

export type { SectionData } from "../../../content-model/section-data"
