import React from "react"
import { createRoot } from "react-dom/client"
import { Bounce, ToastContainer, toast, type Id, type ToastPosition } from "react-toastify"
import { createGlobalStyle } from "styled-components"
import { theme } from "../../styles/theme"

/**
 * The form's toasts (requirements §5.4 and §9.4). This module is imported lazily by the
 * contact form, so react-toastify and the CSS its container injects are in no
 * page's first load.
 */

export const TOAST_LIMIT = 20

/** How long each kind of toast stays; false: until dismissed. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: false,
} as const

const PHONE_WIDTH = `(max-width: ${theme.breakpoints.mobile}px)`

/**
 * Where a send's toasts go: top right, and on phones at the top under the top bar (ToastStyle), for
 * on phones the other toasts are at the bottom, where after a send the failure notice's Discard
 * and the Send button are (the agency's issue 34).
 */
const sendPosition = (): ToastPosition => (window.matchMedia?.(PHONE_WIDTH).matches ? "top-center" : "top-right")

/** Errors interrupt (role alert); progress and outcomes are polite (role status). */
export const notify = {
  blank: (text: string): Id => toast(text, { autoClose: TOAST_DURATIONS.blank, role: "status" }),
  error: (text: string): Id => toast.error(text, { autoClose: TOAST_DURATIONS.error, role: "alert" }),
  /** A send that failed: an error, placed as the send's toasts are. */
  failure: (text: string): Id => toast.error(text, { autoClose: TOAST_DURATIONS.error, role: "alert", position: sendPosition() }),
  success: (text: string): Id => toast.success(text, { autoClose: TOAST_DURATIONS.success, role: "status" }),
  loading: (text: string): Id => toast.loading(text, { autoClose: TOAST_DURATIONS.loading, role: "status", position: sendPosition() }),
  /** Rewrites a toast's text in place, e.g. a loading toast whose send is taking long. */
  update: (id: Id, text: string): void => toast.update(id, { render: text }),
  dismiss: (id?: Id): void => toast.dismiss(id),
  /** Takes a toast away without its exit animation, e.g. before the page changes, which it would outlive. */
  removeAtOnce: (id: Id): void => {
    // react-toastify animates every dismissal (and applies an update 100 ms late): hidden first, the toast is not carried over.
    const shown = document.getElementById(String(id))
    if (shown) shown.style.display = "none"
    toast.dismiss(id)
  },
}

export type Notify = typeof notify

let host: HTMLElement | undefined

/**
 * Mounts the toast container once, in its own root under <body>: it outlives
 * the page that holds the form, so the success toast is still read out on
 * /thank-you/. Toasts raised before it mounts are queued by react-toastify.
 */
export function mountToasts(): void {
  if (host || typeof document === "undefined") return
  host = document.createElement("div")
  host.id = "form-toasts"
  document.body.appendChild(host)
  createRoot(host).render(<FormToasts />)
}

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches

function FormToasts() {
  return (
    <>
      <ToastStyle />
      <ToastContainer
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATIONS.blank}
        position="top-right"
        newestOnTop
        closeOnClick={false}
        pauseOnHover
        pauseOnFocusLoss
        aria-label="Notifications (Alt+T)"
        theme="light"
        transition={prefersReducedMotion() ? false : Bounce}
      />
    </>
  )
}

/** Theme colours (AA contrast), the site font and a 44 px close button over toastify's defaults. */
const ToastStyle = createGlobalStyle`
  .Toastify {
    --toastify-font-family: ${theme.fonts.body};
    --toastify-text-color-light: ${theme.colors.text};
    --toastify-icon-color-success: ${theme.colors.success};
    --toastify-icon-color-error: ${theme.colors.error};
    --toastify-color-progress-light: ${theme.colors.primary};
    --toastify-spinner-color: ${theme.colors.primary};
    --toastify-toast-top: calc(${theme.layout.stripHeight} + ${theme.layout.navHeight} + 0.5rem);
  }
  .Toastify .Toastify__toast {
    padding-right: 3rem;
  }
  /*
   * On phones toastify spreads toasts over the top of the screen, across the
   * logo and the Menu button. They go to the bottom instead, above the chat
   * and call bar (FloatingContact, theme.layout.floatingContact), where they
   * cover no control. 480px is toastify's own phone width.
   */
  @media only screen and (max-width: ${theme.breakpoints.mobile}px) {
    .Toastify .Toastify__toast-container--top-right {
      top: auto;
      bottom: calc(${theme.layout.floatingContact.barHeight} + env(safe-area-inset-bottom) + 0.5rem);
      left: 0.5rem;
      right: 0.5rem;
      width: auto;
    }
    .Toastify .Toastify__toast {
      margin-bottom: 0.5rem;
      border-radius: ${theme.radius};
    }
  }
  /* The send's toasts on phones: under the top bar, clear of the form's buttons (sendPosition). */
  @media only screen and (max-width: ${theme.breakpoints.mobile}px) {
    .Toastify .Toastify__toast-container--top-center {
      top: var(--toastify-toast-top);
      left: 0.5rem;
      right: 0.5rem;
      width: auto;
      transform: none;
    }
  }
  /* Forced colours drop the toast's background and shadow: without an edge and a ground its words would lie over the page. */
  @media (forced-colors: active) {
    .Toastify .Toastify__toast {
      border: 2px solid CanvasText;
      background: Canvas;
      color: CanvasText;
    }
  }
  .Toastify .Toastify__close-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    top: 0;
    right: 0;
    width: 44px;
    height: 44px;
    color: ${theme.colors.text};
    opacity: 1;
  }
  .Toastify .Toastify__close-button:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
  /*
   * A toast closes when its progress bar's animation ends. The global
   * reduced-motion rule shortens every animation to nothing, which would close
   * toasts at once; their reading time is not motion, so it is restored here.
   */
  @media (prefers-reduced-motion: reduce) {
    .Toastify .Toastify__progress-bar--animated {
      animation-duration: ${TOAST_DURATIONS.blank}ms !important;
    }
    .Toastify .Toastify__progress-bar--animated.Toastify__progress-bar--error {
      animation-duration: ${TOAST_DURATIONS.error}ms !important;
    }
    .Toastify .Toastify__progress-bar--animated.Toastify__progress-bar--success {
      animation-duration: ${TOAST_DURATIONS.success}ms !important;
    }
  }
`
