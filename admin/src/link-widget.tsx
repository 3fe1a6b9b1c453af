/**
 * A link field: a list of every page of the site (read from content/ when the CMS is bundled,
 * admin/build.ts), so a link to a page that does not exist cannot be picked; "Another site,
 * e-mail, phone or section…" opens a box to type one. The file keeps the link as text (`url`),
 * as before.
 */
import React from "react"
import { BUILD_INPUTS } from "./build-inputs"
import { isTypedLink, linkProblem } from "./link-choice"

/** The list's choice that opens the box to type a link. */
export const TYPE_A_LINK = "Another site, e-mail, phone or section…"

interface Props {
  value?: string
  forID: string
  classNameWrapper: string
  parentIds?: string[]
  onChange(value: string): void
  setActiveStyle(): void
  setInactiveStyle(): void
}

export class LinkControl extends React.Component<Props, { typing: boolean }> {
  state = { typing: isTypedLink(this.props.value ?? "", BUILD_INPUTS.routes) }

  /** Decap calls this before a save: a typed address of this site must be a page. */
  isValid = () => {
    const problem = linkProblem(this.props.value ?? "", BUILD_INPUTS.routes)
    return problem ? { error: { type: "CUSTOM", parentIds: this.props.parentIds ?? [], message: `Link ${problem}.` } } : true
  }

  private choose = (choice: string) => {
    const typing = choice === TYPE_A_LINK
    this.setState({ typing })
    this.props.onChange(typing ? "" : choice)
  }

  render() {
    const { value = "", forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props
    const { typing } = this.state
    const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle }
    return (
      <div>
        <select
          id={typing ? `${forID}-choice` : forID}
          aria-label="Page"
          className={classNameWrapper}
          value={typing ? TYPE_A_LINK : value}
          onChange={(event) => this.choose(event.target.value)}
          {...focus}
        >
          <option value="">Choose a page…</option>
          {BUILD_INPUTS.routes.map((route) => (
            <option key={route} value={route}>
              {route}
            </option>
          ))}
          <option value={TYPE_A_LINK}>{TYPE_A_LINK}</option>
        </select>
        {typing && (
          <input
            id={forID}
            type="text"
            aria-label="Link"
            className={classNameWrapper}
            value={value}
            placeholder="https://…, mailto:…, tel:+… or /contact-us/#enquiry"
            onChange={(event) => onChange(event.target.value)}
            {...focus}
          />
        )}
      </div>
    )
  }
}
