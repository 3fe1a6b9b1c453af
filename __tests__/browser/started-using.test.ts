/**
 * @jest-environment jsdom
 */
import { startedUsing } from "../../src/browser/started-using"

/** A form as the server draws it: what its HTML says is each field's starting state. */
function serverForm(): HTMLElement {
  const part = document.createElement("div")
  part.innerHTML = `
    <form>
      <input name="name" value="">
      <input type="hidden" name="form-name" value="enquiry">
      <select name="service"><option value="">Choose</option><option>Web</option><option>Apps</option></select>
      <select name="picked"><option>One</option><option selected>Two</option></select>
      <textarea name="message">About: the pharmacy app</textarea>
      <input type="checkbox" name="terms">
    </form>
    <a href="/">elsewhere</a>`
  document.body.replaceChildren(part)
  return part
}

const field = (part: HTMLElement, name: string) => part.querySelector(`[name="${name}"]`) as HTMLInputElement

describe("whether the visitor has started on a form before its code ran", () => {
  it("is false for the form as the server drew it, prefilled words and a preselected option included", () => {
    expect(startedUsing(serverForm())).toBe(false)
  })

  it("is true once a field has the focus", () => {
    const part = serverForm()
    field(part, "name").focus()
    expect(startedUsing(part)).toBe(true)
  })

  it("is false when what has the focus is outside the part", () => {
    const part = serverForm()
    const outside = document.createElement("button")
    document.body.append(outside)
    outside.focus()
    expect(startedUsing(part)).toBe(false)
  })

  it.each([
    ["typed words", (part: HTMLElement) => (field(part, "name").value = "Asha")],
    ["changed the prefilled message", (part: HTMLElement) => (field(part, "message").value = "Something else")],
    ["picked a service", (part: HTMLElement) => ((part.querySelector('[name="service"]') as HTMLSelectElement).selectedIndex = 2)],
    [
      "picked another than the preselected option",
      (part: HTMLElement) => ((part.querySelector('[name="picked"]') as HTMLSelectElement).selectedIndex = 0),
    ],
    ["ticked the box", (part: HTMLElement) => (field(part, "terms").checked = true)],
  ])("is true when the visitor has %s", (_what, use) => {
    const part = serverForm()
    use(part)
    expect(startedUsing(part)).toBe(true)
  })
})
