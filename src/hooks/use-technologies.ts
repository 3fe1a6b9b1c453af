import { graphql, useStaticQuery } from "gatsby"

export type TechnologyCategory = Queries.TechnologiesListQuery["allTechnologiesYaml"]["nodes"][number]

/** The technology-stack categories from content/shared/technologies.yaml, in file order. */
export function useTechnologies(): readonly TechnologyCategory[] {
  const data = useStaticQuery<Queries.TechnologiesListQuery>(graphql`
    query TechnologiesList {
      allTechnologiesYaml {
        nodes {
          id
          title
          stacks {
            title
            icon
          }
        }
      }
    }
  `)
  return data.allTechnologiesYaml.nodes
}
