import { bySeverity, countOf, formatProblem, type ContentProblem } from "../../content-model/content-files"

/** Where the dev server answers with the panel of today's content problems (empty when there are none). */
export const CONTENT_PROBLEMS_PATH = "/__content-problems"

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const listOf = (problems: readonly ContentProblem[]) =>
  `<ul style="margin:0;padding-left:1.25rem;font-family:ui-monospace,monospace;font-size:14px">` +
  problems.map((problem) => `<li style="margin:.25rem 0">${escapeHtml(formatProblem(problem))}</li>`).join("") +
  `</ul>`
const PANEL_STYLE =
  `position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:50vh;overflow:auto;margin:0;padding:1rem 1.5rem;` +
  `background:#fff4e5;color:#3d2200;border-top:4px solid #b45309;font:15px/1.5 system-ui,sans-serif;box-shadow:0 -4px 16px rgba(0,0,0,.2)`

/** A draft's notes, folded: what to settle before switching Draft off; they stop nothing meanwhile. */
const draftNotes = (notes: readonly ContentProblem[]) =>
  `<details style="margin:.5rem 0 0"><summary>Drafts have ${countOf(notes.length, "note")}: not on the site, to settle before switching Draft off</summary>` +
  `${listOf(notes)}</details>`

/**
 * The panel gatsby develop shows over every page while content/ has problems: each one as the
 * check prints it (file, place in the file, what is wrong), and what to do; a draft's notes below
 * them, folded (or alone, in a quieter box that alerts no one). Empty when there are none.
 * Plain HTML with its own inline styles: it must show even when the page itself cannot render.
 */
export function contentProblemsPanel(problems: readonly ContentProblem[]): string {
  const { errors, notes } = bySeverity(problems)
  if (errors.length === 0)
    return notes.length === 0
      ? ""
      : `<aside aria-label="Notes on drafts" style="${PANEL_STYLE};padding:.5rem 1.5rem;border-top-color:#64748b">${draftNotes(notes)}</aside>`
  return (
    `<aside role="alert" aria-labelledby="content-problems-title" style="${PANEL_STYLE}">` +
    `<h2 id="content-problems-title" style="margin:0 0 .5rem;font-size:1.1rem">` +
    `content/ has ${countOf(errors.length, "problem")}: the site may show old or missing content until fixed</h2>` +
    listOf(errors) +
    `<p style="margin:.5rem 0 0">Fix each file at the place named (in the CMS at <a href="/admin/">/admin/</a>, or in an editor); ` +
    `CONTENT.md's table "What the check says, and how to fix it" says what each message asks for. ` +
    `This panel goes away by itself once the files are fixed; a build (npm run build, Netlify) stops until then.</p>` +
    (notes.length > 0 ? draftNotes(notes) : "") +
    `</aside>`
  )
}

/**
 * What gatsby develop adds to every page: a container with the panel as it is now, and a script that
 * asks again every two seconds, so a problem made or mended while the page is open shows or goes
 * without a reload or a restart.
 */
export function contentProblemsWatcher(panel: string): string {
  return (
    `<div id="content-problems">${panel}</div>` +
    `<script>setInterval(function(){fetch(${JSON.stringify(CONTENT_PROBLEMS_PATH)}).then(function(r){return r.text()})` +
    `.then(function(html){var box=document.getElementById("content-problems");if(box.innerHTML!==html)box.innerHTML=html})` +
    `.catch(function(){})},2000)</script>`
  )
}
