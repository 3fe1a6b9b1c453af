import React, { useEffect, useState } from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { useWords } from "../../hooks/use-words"
import type { EnquiryField } from "./enquiry"
import { lengthNote, limitOf } from "./length-limit"

/** How long a field's length note must stay the same before screen readers are told it: not at every keystroke. */
export const ANNOUNCE_AFTER_MS = 1000

type FormFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange"> &
  Pick<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "rows"> & {
    field: EnquiryField
    /** The element the field is written in: a one-line input unless said otherwise. */
    control?: "input" | "select" | "textarea"
    /** Across both columns on wide screens. */
    wide?: boolean
    controlId: string
    errorId: string
    error: string | undefined
    /** An instruction shown under the label, and read with the field. */
    hint?: string
    /** Say the field's length limit under it even while far from it. */
    stateLimit?: boolean
    controlRef: (element: HTMLElement | null) => void
    value: string
    onValue: (value: string) => void
  }

/**
 * One field of the enquiry: its label, its required control, what it says about its length
 * limit (./length-limit.ts) and its error, each tied to the control while shown.
 */
export function FormField({
  field,
  control = "input",
  wide,
  controlId,
  errorId,
  error,
  hint,
  stateLimit,
  controlRef,
  value,
  onValue,
  children,
  ...attributes
}: FormFieldProps) {
  const { labels, limits } = useWords().form
  const length = lengthNote(field, value, { words: limits, label: labels[field], stateLimit })
  // Refused for its length, the field's error is the note under it already says: said once, there.
  const errorInNote = error !== undefined && length?.over === true && error === length.text
  const shownError = errorInNote ? undefined : error
  const hintId = `${controlId}-hint`
  const lengthId = `${controlId}-length`
  const describedBy = [hint && hintId, length && lengthId, shownError && errorId].filter(Boolean).join(" ")
  return (
    <Field $wide={wide}>
      <label htmlFor={controlId}>{labels[field]}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Control
        as={control}
        ref={controlRef}
        id={controlId}
        name={field}
        required
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
        aria-invalid={error || length?.over ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...attributes}
      >
        {children}
      </Control>
      {length && (
        <LengthNote id={lengthId} $over={length.over}>
          {length.text}
        </LengthNote>
      )}
      {/* Quiet while the field shows its error: focus on it reads the note, and the error's toast has said it. */}
      {limitOf(field) !== undefined && <PoliteAnnouncement text={length?.near && !error ? length.text : ""} />}
      <FieldError id={errorId} message={shownError} />
    </Field>
  )
}

/** A control's error, shown under it while there is one. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <ErrorText id={id}>{message}</ErrorText> : null
}

/** Tells screen readers `text` once it has stayed the same for ANNOUNCE_AFTER_MS. */
function PoliteAnnouncement({ text }: { text: string }) {
  const [said, setSaid] = useState("")
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <span className="visually-hidden" aria-live="polite">
      {said}
    </span>
  )
}

const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 0.375rem;
  align-content: start;
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};

  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`

/** One look for every control the visitor writes in: input, select and textarea. */
const Control = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0.625rem 0.75rem;
  font: inherit;
  border-radius: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  &:is(textarea) {
    resize: vertical;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
  /* Smaller on phones, so that a long placeholder (the phone field's) is read whole where it fits. */
  ${media.below("small")} {
    &::placeholder {
      font-size: 0.875rem;
    }
  }
  &[aria-invalid="true"] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const LengthNote = styled(Hint)<{ $over: boolean }>`
  ${({ $over, theme }) => $over && `font-weight: 600; color: ${theme.colors.error};`}
`

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`
