import React, { useId } from "react"
import { useWords } from "../../hooks/use-words"
import { HONEYPOT, MESSAGE_ROWS, SERVICE_OPTIONS, SERVICE_PLACEHOLDER, TERMS_LABEL, type EnquiryField } from "./enquiry"
import { Checkbox, Fallback, Fields, Form, Honeypot, Note, Submit, Terms } from "./contact-form-styles"
import { FailureNotice } from "./FailureNotice"
import { FieldError, FormField } from "./FormField"
import { browserChecks, NetlifyFields } from "./native-form"
import { NETLIFY_FORM_ATTRIBUTES, TERMS_FIELD } from "../../site/enquiry-schema"
import { phoneInputHandlers } from "./phone-input"
import { useEnquiryForm, type Control } from "./use-enquiry-form"
import { enquiryToSend } from "./validate-enquiry"

/**
 * The enquiry form (requirements §4.1, §5.3, §6): checks in the order of §6.2, one send through
 * EmailJS, toasts for progress and outcome, and the visitor's words kept on
 * any failure, with prefilled e-mail and chat links to send them another way.
 * Its state and behaviour are useEnquiryForm's; this is what the visitor sees.
 */
export function ContactForm() {
  const id = useId()
  const form = useEnquiryForm()
  const words = useWords()

  const controlId = (control: Control) => `${id}-${control}`
  const errorId = (control: Control) => `${id}-${control}-error`
  /** What every field's block takes from the form: its ids, value, error and where its changes go. */
  const fieldProps = (field: EnquiryField) => ({
    field,
    controlId: controlId(field),
    errorId: errorId(field),
    error: form.errorFor(field),
    controlRef: form.register(field),
    value: form.values[field],
    onValue: (value: string) => form.setField(field, value),
    ...browserChecks(field, form.hydrated),
  })
  const phone = phoneInputHandlers((value) => form.setField("phone", value))
  const termsError = form.errorFor("terms")

  return (
    // Without its script (off, or not arrived yet) it is a plain form posted to Netlify, checked by the browser.
    <Form {...NETLIFY_FORM_ATTRIBUTES} noValidate={form.hydrated} onSubmit={form.onSubmit} onFocus={form.prepare} aria-busy={form.sending}>
      <NetlifyFields />
      <Note>{words.form.requiredNote}</Note>
      <Fields>
        <FormField {...fieldProps("name")} />
        <FormField {...fieldProps("email")} inputMode="email" autoCapitalize="none" spellCheck={false} />
        {/* A whole row, so that its placeholder is read whole; its hint says the same, always shown. */}
        <FormField
          {...fieldProps("phone")}
          wide
          hint={words.form.phoneHint}
          inputMode="numeric"
          placeholder={words.form.phonePlaceholder}
          onKeyDown={phone.onKeyDown}
          onPaste={phone.onPaste}
          onValue={phone.onValue}
        />
        <FormField {...fieldProps("service")} wide>
          <option value="" disabled>
            {SERVICE_PLACEHOLDER}
          </option>
          {SERVICE_OPTIONS.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </FormField>
        <FormField {...fieldProps("message")} wide rows={MESSAGE_ROWS} stateLimit />
      </Fields>

      {/* Off screen and hidden from assistive technology; only robots fill it. */}
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-honeypot`}>{HONEYPOT.label}</label>
        <input
          ref={form.honeypotInput}
          id={`${id}-honeypot`}
          name={HONEYPOT.name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.honeypot}
          onChange={(event) => form.setHoneypot(event.target.value)}
        />
      </Honeypot>

      <Terms>
        <Checkbox
          ref={form.register("terms")}
          id={controlId("terms")}
          name={TERMS_FIELD.name}
          type="checkbox"
          required
          checked={form.termsAgreed}
          onChange={(event) => form.setTerms(event.target.checked)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? errorId("terms") : undefined}
        />
        <label htmlFor={controlId("terms")}>
          {TERMS_LABEL.before}
          <a href={TERMS_LABEL.href} target="_blank" rel="noopener" aria-describedby={`${id}-new-tab`}>
            {TERMS_LABEL.link}
          </a>
        </label>
        <span id={`${id}-new-tab`} hidden>
          {words.newTab}
        </span>
      </Terms>
      <FieldError id={errorId("terms")} message={termsError} />

      {form.fallbackNotice && <Fallback role="alert">{form.fallbackNotice}</Fallback>}
      {form.failure && (
        <FailureNotice
          ref={form.failureNotice}
          kind={form.failure}
          enquiry={enquiryToSend(form.values)}
          onLinkUsed={form.fallbackUsed}
          onDiscard={form.discard}
        />
      )}

      <Submit ref={form.submitButton} type="submit" disabled={form.sending}>
        {form.sending ? words.form.submitWhileSending : words.form.submit}
      </Submit>
    </Form>
  )
}
