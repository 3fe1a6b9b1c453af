import React from "react"
import styled from "styled-components"
import { media } from "../../styles/theme"
import { useWords } from "../../hooks/use-words"
import { MAX_LENGTHS, type EnquiryField } from "./enquiry"

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
    controlRef: (element: HTMLElement | null) => void
    value: string
    onValue: (value: string) => void
  }

/** One field of the enquiry: its label, its required control with the field's length limit, and its error, tied to the control while shown. */
export function FormField({
  field,
  control = "input",
  wide,
  controlId,
  errorId,
  error,
  hint,
  controlRef,
  value,
  onValue,
  children,
  ...attributes
}: FormFieldProps) {
  const labels = useWords().form.labels
  const maxLength = (MAX_LENGTHS as Partial<Record<EnquiryField, number>>)[field]
  const hintId = `${controlId}-hint`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ")
  return (
    <Field $wide={wide}>
      <label htmlFor={controlId}>{labels[field]}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Control
        as={control}
        ref={controlRef}
        id={controlId}
        name={field}
        maxLength={maxLength}
        required
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...attributes}
      >
        {children}
      </Control>
      <FieldError id={errorId} message={error} />
    </Field>
  )
}

/** A control's error, shown under it while there is one. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <ErrorText id={id}>{message}</ErrorText> : null
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

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`
