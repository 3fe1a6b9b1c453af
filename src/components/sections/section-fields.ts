import { graphql } from "gatsby"

/** Every field a section may hold; each template asks for its page's sections with this fragment. */
export const sectionFields = graphql`
  fragment SectionFields on Section {
    type
    anchor
    heading
    subheading
    paragraphs
    layout
    items {
      title
      description
      svg
      url
      points
    }
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
    faqs {
      question
      answer
    }
    button {
      label
      url
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 960, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
    imageAlt
  }
`

export type SectionData = Queries.SectionFieldsFragment
