import React, { useEffect, useId, useRef, useState } from "react"
import { navigate } from "gatsby"
import { loadOnce } from "../../browser/load-once"
import styled from "styled-components"
import { media } from "../../styles/theme"
import {
  DIRECT_CONTACTS,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  FIELD_LABELS,
  HONEYPOT,
  MAX_LENGTHS,
  MESSAGE_ROWS,
  MESSAGES,
  MIN_FILL_TIME_MS,
  PHONE_PLACEHOLDER,
  REQUIRED_NOTE,
  SERVICE_OPTIONS,
  SERVICE_PLACEHOLDER,
  SUBMIT_LABEL,
  TERMS_LABEL,
  THANK_YOU_PATH,
  type Enquiry,
  type EnquiryField,
} from "./enquiry"
import { DirectContactList } from "./DirectContacts"
import type { FailureKind } from "./FailureNotice"
import { forgetUnsentEnquiry, keepUnsentEnquiry, unsentEnquiry } from "./kept-enquiry"
import { enquiryToSend, mayBecomePhoneNumber, tidyPhone, validateEnquiry, type EnquiryProblem } from "./validate-enquiry"
import type { Notify } from "./toasts"

type Control = EnquiryField | "terms"

type SendPath = typeof import("./send-path")

/** Sending and the failure notice, fetched once on first use. */
const loadSendPath = loadOnce((): Promise<SendPath> => import("./send-path"))

/** The toasts, fetched and mounted on the form's first focus or submit. */
const loadToasts = loadOnce(() =>
  import("./toasts").then(({ mountToasts, notify }): Notify => {
    mountToasts()
    return notify
  }),
)

/**
 * The enquiry form (requirements §4.1, §5.3, §6): checks in the order of §6.2, one send through
 * EmailJS, toasts for progress and outcome, and the visitor's words kept on
 * any failure, with prefilled e-mail and chat links to send them another way.
 * Its code for toasts and sending loads on first use.
 */
export function ContactForm() {
  const id = useId()
  const [values, setValues] = useState<Enquiry>(EMPTY_ENQUIRY)
  const [termsAgreed, setTermsAgreed] = useState(false)
  const [honeypot, setHoneypot] = useState("")
  const [problem, setProblem] = useState<EnquiryProblem | null>(null)
  const [sending, setSending] = useState(false)
  /** False until hydrated: a submit before then would be a plain GET with the visitor's data in the URL. */
  const [hydrated, setHydrated] = useState(false)
  /** A message shown in the form itself when the toasts could not be loaded. */
  const [fallbackNotice, setFallbackNotice] = useState("")
  /** Set when a send failed (or has had no answer for too long): the notice with the other ways to send. */
  const [failure, setFailure] = useState<FailureKind | null>(null)
  /** The send path's code once it has arrived: the failure notice is drawn with it. */
  const [sendPath, setSendPath] = useState<SendPath | null>(null)
  const busy = useRef(false)
  /** False once the visitor has left the page: a send's outcome then shows only as a toast. */
  const onPage = useRef(true)
  const shownAt = useRef(Number.POSITIVE_INFINITY)
  const controls = useRef<Partial<Record<Control, HTMLElement | null>>>({})
  const honeypotInput = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const wasSending = useRef(false)

  useEffect(() => {
    onPage.current = true
    shownAt.current = Date.now()
    adoptWhatWasTypedBeforeHydration()
    setHydrated(true)
    return () => {
      onPage.current = false
    }
    // Once, on hydration: what was typed before then is taken in once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Disabling the button while sending drops keyboard focus; give it back when sending ends.
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) submitButton.current?.focus()
    wasSending.current = sending
  }, [sending])

  const controlId = (control: Control) => `${id}-${control}`
  const errorId = (control: Control) => `${id}-${control}-error`
  const errorFor = (control: Control) => (problem?.field === control ? problem.message : undefined)
  const invalidProps = (control: Control) =>
    errorFor(control)
      ? { "aria-invalid": true as const, "aria-describedby": errorId(control) }
      : { "aria-invalid": undefined, "aria-describedby": undefined }
  const register = (control: Control) => (element: HTMLElement | null) => {
    controls.current[control] = element
  }
  /** What every field's block takes from the form: its ids, value, error and where its changes go. */
  const fieldProps = (field: EnquiryField) => ({
    field,
    controlId: controlId(field),
    errorId: errorId(field),
    error: errorFor(field),
    controlRef: register(field),
    value: values[field],
    onValue: (value: string) => setField(field, value),
  })

  /**
   * The page shows the form before its JavaScript runs, so a visitor may type
   * before hydration. Those words are in the page but not in state, and the
   * next render would write state's empty values over them: take them in first.
   */
  function adoptWhatWasTypedBeforeHydration() {
    const typed = { ...EMPTY_ENQUIRY }
    for (const field of ENQUIRY_FIELDS) {
      const control = controls.current[field] as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null | undefined
      typed[field] = control?.value ?? ""
    }
    typed.phone = tidyPhone(typed.phone)
    const unsent = ENQUIRY_FIELDS.every((field) => typed[field] === "") ? unsentEnquiry() : null
    if (unsent) {
      // An enquiry that failed after the visitor left: back in the form, with the failure notice.
      setValues(unsent)
      setTermsAgreed(true)
      setFailure("failed")
      prepare()
    } else {
      setValues(typed)
      setTermsAgreed((controls.current.terms as HTMLInputElement | null | undefined)?.checked ?? false)
    }
    setHoneypot(honeypotInput.current?.value ?? "")
  }

  const setField = (field: EnquiryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (problem?.field === field) setProblem(null)
  }

  function prepare() {
    loadToasts().catch(() => undefined)
    loadSendPath().then(
      (path) => {
        setSendPath(path)
        return path.loadEmailJs()
      },
      () => undefined,
    )
  }

  /** The value the phone field would hold if the selected text were replaced by `text`. */
  const phoneWith = (input: HTMLInputElement, text: string) => {
    const start = input.selectionStart ?? input.value.length
    const end = input.selectionEnd ?? start
    return { before: input.value.slice(0, start) + text, value: input.value.slice(0, start) + text + input.value.slice(end) }
  }

  // Pasted whole: the field's length limit would cut a written number before it is tidied.
  const onPhonePaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const input = event.currentTarget
    const { before, value } = phoneWith(input, event.clipboardData.getData("text"))
    const tidied = tidyPhone(value)
    setField("phone", tidied)
    const caret = tidied === value ? before.length : tidied.length
    requestAnimationFrame(() => input.setSelectionRange(caret, caret))
  }

  // Typing takes digits only (requirements §6.3), and a digit only while it may still make a number.
  const onPhoneKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const typesCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (!typesCharacter) return
    if (!/\d/.test(event.key) || !mayBecomePhoneNumber(phoneWith(event.currentTarget, event.key).value)) {
      event.preventDefault()
    }
  }

  const succeed = (notify: Notify) => {
    notify.success(MESSAGES.sendSuccess)
    forgetUnsentEnquiry()
    if (!onPage.current) return
    setValues(EMPTY_ENQUIRY)
    setTermsAgreed(false)
    setHoneypot("")
    setProblem(null)
    setFailure(null)
    void navigate(THANK_YOU_PATH)
  }

  /**
   * One send, waited for however long it takes: a slow answer is not a failure,
   * and Send stays off until the answer comes, so the enquiry is never sent twice.
   * After SLOW_SEND_MS the loading toast says so; after SEND_TIMEOUT_MS the
   * failure is shown, with the other ways to send, while the send may still end well.
   */
  async function send(notify: Notify, enquiry: Enquiry) {
    setSending(true)
    setFailure(null)
    const loading = notify.loading(MESSAGES.sending)
    let timedOut = false
    const fail = (kind: FailureKind) => {
      notify.dismiss(loading)
      // Told once: a send that timed out and then fails only changes the notice.
      if (!timedOut) notify.error(MESSAGES.sendFailure)
      keepUnsentEnquiry(enquiry)
      if (onPage.current) setFailure(kind)
    }
    try {
      // Fetched on the form's first focus already, as a rule; a failed download fails the send.
      const path = await loadSendPath()
      setSendPath(path)
      await path.sendWatched(enquiryToSend(enquiry), {
        onSlow: () => notify.update(loading, MESSAGES.stillSending),
        onTimedOut: () => {
          fail("timedOut")
          timedOut = true
        },
      })
    } catch (error) {
      console.error("The enquiry was not sent:", error)
      fail("failed")
      return
    } finally {
      if (onPage.current) setSending(false)
    }
    notify.dismiss(loading)
    succeed(notify)
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A ref, not state: a second click or Enter in the same tick must see it.
    if (busy.current) return
    busy.current = true
    try {
      const notify = await loadToasts().catch((error: unknown) => {
        console.error("The form's notifications could not be loaded:", error)
        return inlineNotify(setFallbackNotice)
      })
      notify.dismiss()
      setFallbackNotice("")

      const found = validateEnquiry(values, termsAgreed)
      setProblem(found)
      if (found) {
        notify.error(found.message)
        controls.current[found.field]?.focus()
        return
      }
      // A filled honeypot is a robot: it is told it succeeded and nothing is sent.
      if (honeypot) {
        succeed(notify)
        return
      }
      if (Date.now() - shownAt.current < MIN_FILL_TIME_MS) {
        notify.blank(MESSAGES.tooFast)
        return
      }

      await send(notify, values)
    } finally {
      busy.current = false
    }
  }

  return (
    <Form noValidate onSubmit={onSubmit} onFocus={prepare} aria-busy={sending}>
      <NeedsJavaScript>
        <p>{MESSAGES.needsJavaScript}</p>
        <DirectContactList aria-label={DIRECT_CONTACTS.heading} />
      </NeedsJavaScript>
      <Note>{REQUIRED_NOTE}</Note>
      <Fields>
        <FormField {...fieldProps("name")} type="text" autoComplete="name" />
        <FormField {...fieldProps("email")} type="text" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        {/* A whole row, so that its placeholder, the field's only instruction, is read whole. */}
        <FormField
          {...fieldProps("phone")}
          wide
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={PHONE_PLACEHOLDER}
          onKeyDown={onPhoneKeyDown}
          onPaste={onPhonePaste}
          onValue={(value) => setField("phone", tidyPhone(value))}
        />
        <FormField {...fieldProps("service")} wide control="select">
          <option value="" disabled>
            {SERVICE_PLACEHOLDER}
          </option>
          {SERVICE_OPTIONS.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </FormField>
        <FormField {...fieldProps("message")} wide control="textarea" rows={MESSAGE_ROWS} />
      </Fields>

      {/* Off screen and hidden from assistive technology; only robots fill it. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-honeypot`}>{HONEYPOT.label}</label>
        <input
          ref={honeypotInput}
          id={`${id}-honeypot`}
          name={HONEYPOT.name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </Honeypot>

      <Terms>
        <Checkbox
          ref={register("terms")}
          id={controlId("terms")}
          name="terms"
          type="checkbox"
          checked={termsAgreed}
          onChange={(event) => {
            setTermsAgreed(event.target.checked)
            if (problem?.field === "terms") setProblem(null)
          }}
          {...invalidProps("terms")}
        />
        <label htmlFor={controlId("terms")}>
          {TERMS_LABEL.before}
          <a href={TERMS_LABEL.href} target="_blank" rel="noopener" aria-describedby={`${id}-new-tab`}>
            {TERMS_LABEL.link}
          </a>
        </label>
        <span id={`${id}-new-tab`} hidden>
          {TERMS_LABEL.newTabHint}
        </span>
      </Terms>
      <FieldError id={errorId("terms")} message={errorFor("terms")} />

      {fallbackNotice && <Fallback role="alert">{fallbackNotice}</Fallback>}
      {failure && sendPath && <sendPath.FailureNotice kind={failure} enquiry={enquiryToSend(values)} />}

      <Submit ref={submitButton} type="submit" disabled={sending || !hydrated}>
        {SUBMIT_LABEL}
      </Submit>
    </Form>
  )
}

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
    controlRef: (element: HTMLElement | null) => void
    value: string
    onValue: (value: string) => void
  }

/** One field of the enquiry: its label, its required control with the field's length limit, and its error, tied to the control while shown. */
function FormField({
  field,
  control = "input",
  wide,
  controlId,
  errorId,
  error,
  controlRef,
  value,
  onValue,
  children,
  ...attributes
}: FormFieldProps) {
  const maxLength = (MAX_LENGTHS as Partial<Record<EnquiryField, number>>)[field]
  return (
    <Field $wide={wide}>
      <label htmlFor={controlId}>{FIELD_LABELS[field]}</label>
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
        aria-describedby={error ? errorId : undefined}
        {...attributes}
      >
        {children}
      </Control>
      <FieldError id={errorId} message={error} />
    </Field>
  )
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <ErrorText id={id}>{message}</ErrorText> : null
}

/** Toast stand-ins that write into the form, for when the toasts' code cannot be downloaded. */
function inlineNotify(show: (text: string) => void): Notify {
  const write = (text: string) => {
    show(text)
    return text
  }
  return {
    blank: write,
    error: write,
    success: write,
    loading: write,
    update: (_, text) => {
      show(text)
    },
    dismiss: () => undefined,
  }
}

const Form = styled.form`
  position: relative;
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
  padding: clamp(1rem, 4vw, 2rem);
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`

/** Shown only with JavaScript off (the no-js class), when the form cannot send. */
const NeedsJavaScript = styled.div`
  display: none;

  .no-js & {
    display: grid;
    gap: 0.5rem;
  }
  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

const Fields = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: 1fr;

  ${media.from("tablet")} {
    grid-template-columns: 1fr 1fr;
  }
`

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
  /* The phone field's placeholder is its only instruction: smaller on phones, so that it is read whole. */
  ${media.below("small")} {
    &::placeholder {
      font-size: 0.875rem;
    }
  }
  &[aria-invalid="true"] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const Terms = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;

  label {
    cursor: pointer;
  }
`

const Checkbox = styled.input`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`

const Fallback = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`

const Submit = styled.button`
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
  /* Without JavaScript it cannot send; NeedsJavaScript says so and offers the direct contacts. */
  .no-js & {
    display: none;
  }
`
