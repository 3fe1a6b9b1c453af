import styled from "styled-components"
import { forcedColorsEdge } from "../../styles/forced-colors"
import { media } from "../../styles/theme"

/** The contact form's own styles (a field's are FormField.tsx's). */

export const Form = styled.form`
  position: relative;
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
  padding: clamp(1rem, 4vw, 2rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

export const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;

  ${media.from("tablet")} {
    grid-template-columns: 1fr 1fr;
  }
`

export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export const Terms = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;

  label {
    cursor: pointer;
  }
`

export const Checkbox = styled.input`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`

export const Fallback = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`

export const Submit = styled.button`
  justify-self: start;
  min-height: 48px;
  min-width: 44px;
  padding: 0.75rem 2rem;
  border: 0;
  border-radius: 999px;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  transition: background-color 0.2s;

  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    cursor: progress;
    background: ${({ theme }) => theme.colors.primaryDark};
  }

  ${media.below("mobile")} {
    justify-self: stretch;
  }
  ${forcedColorsEdge("ButtonText")}
`
