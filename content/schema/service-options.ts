/**
 * The services an enquiry may be about (requirements §4.1): the contact form's options, and the
 * values a call to action may select for it (sections.ts). Written only here, beside the
 * schema, so that the CMS and the build read it without the form's code.
 */
export const SERVICE_OPTIONS = [
  "Mobile App Development",
  "Website Development",
  "Digital Marketing",
  "Search Engine Optimization",
  "Graphic & UI/UX Design",
  "Cloud Consulting",
] as const

export type ServiceOption = (typeof SERVICE_OPTIONS)[number]
