import React from "react"
import { useTheme } from "styled-components"
import { Icon } from "./Icon"
import { TECHNOLOGY_LOGOS, logoColour } from "./technology-logos"

/**
 * A technology's logo: the simple-icons brand mark for a known slug, else the
 * generic icon of that name. Decorative, since the technology's name is written beside it.
 */
export function TechnologyLogo({ icon, size = 32 }: { icon: string; size?: number }) {
  const theme = useTheme()
  const logo = TECHNOLOGY_LOGOS[icon]
  if (!logo) return <Icon name={icon} size={size} />
  return (
    <svg
      role="img"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={logoColour(logo.hex, theme.colors.surface, theme.colors.ink)}
      data-logo={logo.slug}
    >
      <path d={logo.path} />
    </svg>
  )
}
