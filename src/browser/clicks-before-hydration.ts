import { CODE_WAITING_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "./hydration-mark"

/**
 * A page is on screen before its JavaScript has run (see
 * start-scripts-after-paint.ts), and React then hydrates it in pieces (each
 * section is a Suspense boundary). On a phone that can take a second or two,
 * and a button that only JavaScript operates (an FAQ question, the menu
 * button, a carousel's pause) swallows a tap or an Enter made in that time:
 * before the app runs, nothing listens; and React 18 does not reliably replay a
 * click on a part it has not hydrated yet.
 *
 * So the page's inline loader holds such a click back and plays it again, in
 * order, the moment the app has marked the page hydrated (hydration-mark.ts) and the
 * button's section has its code (loaded near the viewport). Links and the form's submit
 * button work natively and are left alone.
 */

/** How long a held click waits for its button to hydrate before it is dropped (the app failed to load). */
export const REPLAY_WAIT_MS = 10_000

/**
 * Inline code (ES5, no globals) run before the app. Until <html> carries the
 * app's hydrated mark (and, in a section waiting for its code, until that code
 * has arrived), a click on a `<button type="button">` is stopped before
 * React's listeners (on the page's root, inside document) and replayed once
 * the mark is there.
 */
export const HOLD_CLICKS_UNTIL_HYDRATED = [
  "(function(){var held=[],since=0;",
  "function ready(b){return document.documentElement.hasAttribute('" +
    HYDRATED_ATTRIBUTE +
    "')&&!b.closest('[" +
    CODE_WAITING_ATTRIBUTE +
    "]')}",
  "function replay(){while(held.length){var b=held[0];",
  "if(!b.isConnected||Date.now()-since>" + REPLAY_WAIT_MS + "){held.shift();continue}",
  "if(!ready(b)){setTimeout(replay,50);return}",
  "held.shift();b.click()}}",
  "document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button[type=button]');",
  "if(!b||ready(b))return;e.stopPropagation();held.push(b);if(held.length===1){since=Date.now();replay()}},true)",
  "})();",
].join("")
