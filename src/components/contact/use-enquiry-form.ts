import type React from "react"
import { useContext, useEffect, useRef, useState, useSyncExternalStore } from "react"
import { navigate } from "gatsby"
import { loadOnce } from "../../browser/load-once"
import { useWords } from "../../hooks/use-words"
import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, MESSAGES, MIN_FILL_TIME_MS, THANK_YOU_PATH, type Enquiry, type EnquiryField } from "./enquiry"
import { prefilledEnquiry } from "./enquiry-context"
import type { FailureKind } from "./FailureNotice"
import { inlineNotify } from "./inline-notify"
import { PageEnquiryContext } from "../../site/page-enquiry-context"
import { forgetUnsentEnquiry, keepUnsentEnquiry, unsentEnquiry } from "./kept-enquiry"
import type { Notify } from "./toasts"
import { enquiryToSend, tidyPhone, validateEnquiry, type EnquiryProblem } from "./validate-enquiry"

/** The form's controls the visitor fills in: the five fields and the terms box. */
export type Control = EnquiryField | "terms"

export type SendPath = typeof import("./send-path")

/** Sending, fetched once on first use. */
const loadSendPath = loadOnce((): Promise<SendPath> => import("./send-path"))

/** The toasts, fetched and mounted on the form's first focus or submit. */
const loadToasts = loadOnce(() =>
  import("./toasts").then(({ mountToasts, notify }): Notify => {
    mountToasts()
    return notify
  }),
)

const noSubscription = () => () => undefined

/**
 * When the form was first on screen: the page's first paint if it came with the page's HTML
 * (it could be read, and filled in, from then on), else now (drawn in the browser after a link).
 */
function shownSince(cameWithPageHtml: boolean): number {
  if (!cameWithPageHtml || typeof performance.getEntriesByName !== "function") return Date.now()
  const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime
  const htmlArrived = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.responseEnd
  const since = firstPaint ?? htmlArrived
  return since === undefined ? Date.now() : Math.min(Date.now(), performance.timeOrigin + since)
}

/**
 * The contact form's state and what it does: the visitor's words (those typed before hydration
 * too), the checks of requirements §6 on submit, the spam guards, one send through EmailJS with
 * toasts for progress and outcome, and on any failure the words kept (./kept-enquiry.ts) with the
 * failure notice's other ways to send. The toasts' and the send path's code load on first use;
 * what a failure shows needs neither (the toasts' stand-in and the notice come with the form).
 */
export function useEnquiryForm() {
  const words = useWords().form
  // On a page opened from a call to action, the form starts with its service and product (./enquiry-context.ts).
  const context = useContext(PageEnquiryContext)
  const prefilled = prefilledEnquiry(context, words.aboutLine)
  const [values, setValues] = useState<Enquiry>(prefilled)
  const [termsAgreed, setTermsAgreed] = useState(false)
  const [honeypot, setHoneypot] = useState("")
  const [problem, setProblem] = useState<EnquiryProblem | null>(null)
  const [sending, setSending] = useState(false)
  /** False until hydrated: until then the form is the page's plain HTML form, posted to Netlify and checked by the browser (./native-form.tsx). */
  const [hydrated, setHydrated] = useState(false)
  /** A message shown in the form itself when the toasts could not be loaded. */
  const [fallbackNotice, setFallbackNotice] = useState("")
  /** Set when a send failed (or has had no answer for too long): the notice with the other ways to send. */
  const [failure, setFailure] = useState<FailureKind | null>(null)
  const busy = useRef(false)
  /** False once the visitor has left the page: a send's outcome then shows only as a toast. */
  const onPage = useRef(true)
  const shownAt = useRef(Number.POSITIVE_INFINITY)
  // React renders with the server snapshot only while it hydrates server HTML: the first render says which this is.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const cameWithPageHtml = useRef(hydrating)
  const controls = useRef<Partial<Record<Control, HTMLElement | null>>>({})
  const honeypotInput = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const wasSending = useRef(false)
  const failureNotice = useRef<HTMLDivElement>(null)
  /** Set by a send that has just failed here: its notice is brought into view, clear of the toasts. */
  const failedJustNow = useRef(false)
  /** The id of the enquiry being sent, kept through its retries, so that the store can tell a retry from a new lead. */
  const enquiryId = useRef("")

  useEffect(() => {
    onPage.current = true
    shownAt.current = shownSince(cameWithPageHtml.current)
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

  useEffect(() => {
    if (!failure || !failedJustNow.current) return
    failedJustNow.current = false
    failureNotice.current?.scrollIntoView?.({ block: "nearest" })
  }, [failure])

  /** The ref callback of a control: the form reads what was typed before hydration from it, and focuses it on an error. */
  const register = (control: Control) => (element: HTMLElement | null) => {
    controls.current[control] = element
  }

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
    const unsent = ENQUIRY_FIELDS.every((field) => typed[field] === prefilled[field]) ? unsentEnquiry() : null
    if (unsent) {
      // An enquiry that failed after the visitor left: back in the form, with the failure notice.
      // The consent box stays unticked: consent is the visitor's to give again.
      setValues(unsent)
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

  const setTerms = (agreed: boolean) => {
    setTermsAgreed(agreed)
    if (problem?.field === "terms") setProblem(null)
  }

  /** Fetches what a send needs ahead of it: on the form's first focus, and when a kept enquiry is shown again. */
  function prepare() {
    loadToasts().catch(() => undefined)
    loadSendPath().then(
      (path) => path.loadEmailJs(),
      () => undefined,
    )
  }

  /** The visitor sent the enquiry another way (a fallback link): the copy kept in the tab goes; the words stay on screen. */
  const fallbackUsed = () => forgetUnsentEnquiry()

  /** The visitor discards the failed enquiry: the form empties and the kept copy goes. */
  const discard = () => {
    forgetUnsentEnquiry()
    enquiryId.current = ""
    setValues(EMPTY_ENQUIRY)
    setTermsAgreed(false)
    setProblem(null)
    setFailure(null)
  }

  const succeed = (notify: Notify) => {
    notify.success(MESSAGES.sendSuccess)
    forgetUnsentEnquiry()
    enquiryId.current = ""
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
    const loading = notify.loading(words.sending)
    let timedOut = false
    const fail = (kind: FailureKind) => {
      notify.dismiss(loading)
      // Told once: a send that timed out and then fails only changes the notice.
      if (!timedOut) notify.failure(words.sendFailure)
      keepUnsentEnquiry(enquiry)
      if (onPage.current) {
        failedJustNow.current = true
        setFailure(kind)
      }
    }
    try {
      // Fetched on the form's first focus already, as a rule; a failed download fails the send.
      const path = await loadSendPath()
      enquiryId.current ||= path.newEnquiryId()
      await path.sendWatched(enquiryToSend(enquiry), context, enquiryId.current, {
        onSlow: () => notify.update(loading, words.stillSending),
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
    // At once: the page is about to change, and the loading toast would animate out over the next one.
    notify.removeAtOnce(loading)
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

      const found = validateEnquiry(values, termsAgreed, words)
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
        notify.blank(words.tooFast)
        return
      }

      await send(notify, values)
    } finally {
      busy.current = false
    }
  }

  return {
    values,
    setField,
    termsAgreed,
    setTerms,
    honeypot,
    setHoneypot,
    honeypotInput,
    /** The message of the problem found in this control, if the last check found one there. */
    errorFor: (control: Control) => (problem?.field === control ? problem.message : undefined),
    register,
    sending,
    hydrated,
    fallbackNotice,
    failure,
    failureNotice,
    fallbackUsed,
    discard,
    submitButton,
    prepare,
    onSubmit,
  }
}
