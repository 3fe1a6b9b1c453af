import { graphql, useStaticQuery } from "gatsby"

export type Industry = Queries.IndustriesListQuery["allIndustriesYaml"]["nodes"][number]

/** The "Industries We Serve" tiles from content/shared/industries.yaml, in file order. */
export function useIndustries(): readonly Industry[] {
  const data = useStaticQuery<Queries.IndustriesListQuery>(graphql`
    query IndustriesList {
      allIndustriesYaml {
        nodes {
          id
          title
          icon
        }
      }
    }
  `)
  return data.allIndustriesYaml.nodes
}
