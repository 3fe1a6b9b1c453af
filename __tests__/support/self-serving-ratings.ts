/** The schema.org types and properties that rate or review: search engines ignore or penalise a business's own. */
const RATING_TYPES = ["Review", "AggregateRating", "Rating", "EmployerAggregateRating", "CriticReview", "UserReview"]
const RATING_PROPERTIES = ["review", "reviews", "reviewRating", "aggregateRating", "ratingValue", "bestRating"]

/** Where JSON-LD rates or reviews anything, at any depth, as paths ("@graph[2].review"); empty when nowhere. */
export function selfServingRatings(data: unknown, at = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => selfServingRatings(item, `${at}[${index}]`))
  if (!data || typeof data !== "object") return []
  return Object.entries(data).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key
    const types = key === "@type" ? [value].flat() : []
    const found = RATING_PROPERTIES.includes(key) || types.some((type) => RATING_TYPES.includes(String(type))) ? [path] : []
    return [...found, ...selfServingRatings(value, path)]
  })
}
