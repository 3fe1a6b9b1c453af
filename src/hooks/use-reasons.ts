import { graphql, useStaticQuery } from "gatsby"

/** The "Why Choose Us" reasons from content/shared/reasons.yaml, in file order. */
export function useReasons(): Queries.ReasonsListQuery["allReasonsYaml"]["nodes"] {
  const data = useStaticQuery<Queries.ReasonsListQuery>(graphql`
    query ReasonsList {
      allReasonsYaml {
        nodes { title description icon }
      }
    }
  `)
  return data.allReasonsYaml.nodes
}
