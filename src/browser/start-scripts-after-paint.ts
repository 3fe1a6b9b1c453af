import { HOLD_CLICKS_UNTIL_HYDRATED } from "./clicks-before-hydration"

/**
 * Gatsby ends every page with `<script async>` tags for webpack's runtime,
 * React and the app. An async script runs the moment it arrives, and on a
 * phone it often arrives before the first paint, so the visitor waits for
 * the app's JavaScript to download, parse and run before seeing a page that is
 * already complete HTML and CSS (its size: docs/performance.md). The scripts also take bandwidth from the hero
 * image and the font while those are still loading.
 *
 * After the build (gatsby/post-build/script-loader.ts), each page's app scripts are replaced by one small inline
 * script that adds them once the page has loaded (for most pages that is the
 * HTML, CSS and font; on the home page also the hero image) and has been
 * painted: the page shows first, complete, then hydrates. A visitor who
 * presses a key or touches the screen before then starts them at once, and the
 * loader holds back a click on a JavaScript-only button until the app has
 * hydrated the page, so that it is not lost (clicks-before-hydration.ts).
 * A hidden tab, which paints no frames, starts them at once; and they start
 * at the latest APP_SCRIPTS_AT_LATEST_MS after the page was parsed.
 *
 * A script that fails to load (a dropped connection, a blocked file) leaves a page
 * that will never hydrate: its JavaScript-only parts would stay dead, the contact
 * form's Send button disabled. So the loader then puts back the class the page
 * starts with, NO_JS_CLASS, and the page shows what it shows with JavaScript off:
 * FAQ answers open, menus that open on hover and focus, and the form's direct
 * contacts in place of Send.
 *
 * The loader names the scripts in `data-app-scripts`, so its code is the same
 * on every page (one CSP hash) and tests can read the list.
 */

/** The class <html> is served with (gatsby-ssr.tsx) and keeps while no script runs; the CSS shows each JavaScript-only part's fallback under it. */
export const NO_JS_CLASS = "no-js"

/** The attribute that lists, as JSON, the scripts the loader adds. */
export const APP_SCRIPTS_ATTRIBUTE = "data-app-scripts"

/** When a page's load event is slow (a slow network, a stuck image), the scripts start anyway after this long. */
export const APP_SCRIPTS_AT_LATEST_MS = 5000

/** What starts the scripts before the page has loaded: the visitor reaching for a control. */
export const INTERACTIONS = ["pointerdown", "keydown", "touchstart"]

/**
 * The loader itself: holds early clicks, then adds the scripts after the load
 * event, the first contentful paint and the next frame (a timeout after a
 * frame callback), at once on an interaction or in a hidden tab. The paint is
 * the browser's own report (a `paint` PerformanceObserver entry), not just a
 * frame callback: a frame is handed to the screen well after its callbacks
 * run, longer on a busy phone and while the font may still hide the text,
 * and scripts started in that gap ran before the page appeared. A browser
 * without paint entries waits for the next frame only. A script that fails to
 * load puts NO_JS_CLASS back on <html>.
 */
export const START_APP_SCRIPTS = [
  HOLD_CLICKS_UNTIL_HYDRATED,
  "(function(l){var s=JSON.parse(l.getAttribute('" +
    APP_SCRIPTS_ATTRIBUTE +
    "')),started=false,on=" +
    JSON.stringify(INTERACTIONS).replace(/"/g, "'") +
    ";",
  "function start(){if(started)return;started=true;on.forEach(function(t){document.removeEventListener(t,start,true)});",
  "s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=true;",
  "e.onerror=function(){document.documentElement.classList.add('" + NO_JS_CLASS + "')};document.body.appendChild(e)})}",
  "function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}",
  "function afterFirstPaint(){var P=window.PerformanceObserver;",
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return afterNextFrame();",
  "var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();afterNextFrame()}});",
  "o.observe({type:'paint',buffered:true})}",
  "if(document.visibilityState==='hidden')start();else{",
  "on.forEach(function(t){document.addEventListener(t,start,{capture:true,passive:true})});",
  "if(document.readyState==='complete')afterFirstPaint();else window.addEventListener('load',afterFirstPaint);",
  "setTimeout(start," + APP_SCRIPTS_AT_LATEST_MS + ")}",
  "})(document.currentScript)",
].join("")

/** The scripts a built page's loader will add, in order (empty when the page has no loader). */
export function appScriptsOf(document: Document): string[] {
  const loader = document.querySelector(`script[${APP_SCRIPTS_ATTRIBUTE}]`)
  return loader ? (JSON.parse(loader.getAttribute(APP_SCRIPTS_ATTRIBUTE) ?? "[]") as string[]) : []
}
