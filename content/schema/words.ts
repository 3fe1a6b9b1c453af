import { type Static } from "@sinclair/typebox"
import { object, text } from "./fields"

/**
 * content/words.yaml: the words of every page that are not one page's own (top bar, strip, floating buttons,
 * footer, carousels, the contact form and its failure notice). A `{name}` in a value is filled in where it is
 * shown. Wording the requirements fix word for word (the form's checks, its success message, terms
 * label, "Select Service" and services: requirements §4.1, §5.3, §6, §8) is not here: CONTENT.md says why.
 * The phone placeholder and the failure message are here since the agency's issue 34 (too long at 320 px;
 * "try again later" beside a notice that offers to send now).
 */

export const WordsSchema = object(
  {
    skipLink: text("Skip link", "The first link of every page, shown when a keyboard reaches it; it jumps past the top bar"),
    newTab: text("New-tab notice", "Heard by screen-reader users after a link that opens in a new tab"),
    topBar: object(
      {
        label: text("Menu's name", "What screen readers call the top bar's menu"),
        menuButton: text("Menu button", "The button that opens the menu on phones"),
        services: text("Services menu"),
        products: text("Products menu"),
        homeLink: text("Logo's link", "What screen readers call the logo's link home; {brand} is the brand"),
      },
      "Top bar words",
    ),
    contactStrip: object(
      {
        label: text("Strip's name", "What screen readers call the scrolling strip of phones and e-mails"),
        pause: text("Pause button", "Heard by screen-reader users on the strip's pause button"),
      },
      "Contact strip words",
    ),
    floatingButtons: object(
      {
        label: text("Buttons' name", "What screen readers call the two round buttons"),
        chat: text("Chat button", "Heard on the chat button; {brand} is the brand"),
        call: text("Call button", "Heard on the call button; {brand} is the brand, {number} the first phone"),
      },
      "Floating buttons words",
    ),
    footer: object(
      {
        quickLinks: text("Quick links heading"),
        services: text("Services heading"),
        social: text("Social links heading"),
        copyright: text("Copyright", "After © {year} and the brand"),
      },
      "Footer words",
    ),
    directContacts: object(
      {
        heading: text("Heading", "Above the phones, e-mails and chat beside the contact form"),
        call: text("Call", "Before a phone number"),
        email: text("E-mail", "Before an e-mail address"),
        chat: text("Chat link"),
      },
      "Direct contacts words",
    ),
    carousel: object(
      {
        pause: text("Pause button"),
        play: text("Play button"),
        named: text("Button's full name", "Heard after Pause or Play; {name} is the carousel's heading"),
        slide: text("Slide's name", "Heard on each slide; {number} is its place, {count} how many there are"),
      },
      "Carousel words",
    ),
    form: object(
      {
        labels: object(
          { name: text("Name"), email: text("Email"), phone: text("Phone"), service: text("Service"), message: text("Message") },
          "Form labels",
        ),
        phoneHint: text("Phone hint", "Under the phone field's label"),
        phonePlaceholder: text("Phone placeholder", "In the empty phone field; short enough to be read whole on a 320 px phone"),
        aboutLine: text(
          "About line",
          "The message's first line when a call to action opened the form (a product's Get Free Consultation); {about} is what it names",
        ),
        requiredNote: text("Required note", "Above the fields"),
        submit: text("Send button"),
        submitWhileSending: text("Send button while sending", "The button's words while a send is under way (it is off then)"),
        required: object(
          {
            name: text("Name missing"),
            email: text("Email missing"),
            phone: text("Phone missing"),
            service: text("Service not chosen"),
            message: text("Message missing"),
          },
          "Required messages",
        ),
        limits: object(
          {
            stated: text("Length limit", "Under the message field; {limit} is how many characters it holds"),
            left: text("Characters left", "Under a field near its limit; {count} is how many are left, {limit} how many it holds"),
            over: text(
              "Over the limit",
              "Under a field over its limit, and on Send; {field} is its label, {count} how many characters too many, {limit} how many it holds",
            ),
          },
          "Length limits",
        ),
        sending: text("Sending", "Shown while the message is sent"),
        stillSending: text("Still sending", "Shown when sending takes more than ten seconds"),
        sendFailure: text("Send failed", "The popup when a send fails; the failure notice in the form offers the other ways to send"),
        tooFast: text("Sent too fast", "Shown when Send is pressed within seconds of the page opening"),
      },
      "Form words",
    ),
    proofOfWork: object(
      {
        work: text("Top bar's Work entry", "Shown in the top bar, leading to the case studies, while one is published"),
        workInThisArea: text("Work in this area", "Heading of the case studies a service or product page lists by itself"),
        filter: text("Filter's name", "Above the buttons that show one service's case studies"),
        everyService: text("Every service", "The filter's first button, which shows every case study"),
        studiesShown: text("Studies shown", "What screen readers hear after a filter's choice; {count} is how many studies it shows"),
        readStudy: text("Read the study", "The link of a case study's card"),
        client: text("Client", "Before the client's name or description on a case study"),
        period: text("Period", "Before the period a result covers"),
        source: text("Source", "Before where a result comes from"),
        home: text("Home", "The first step of the trail above a case study, leading to the home page"),
        breadcrumbs: text("Breadcrumbs' name", "What screen readers call the trail above a case study: Home › Case studies › the study"),
      },
      "Proof of work words",
    ),
    failureNotice: object(
      {
        failed: text("Send failed", "Above the links that send the same enquiry another way"),
        timedOut: text("No answer", "The same, when the send has had no answer for a minute"),
        email: text("E-mail link"),
        chat: text("Chat link"),
        shortened: text("Message shortened", "When the message was too long for the links"),
        discard: text("Discard button"),
        subject: text("E-mail subject", "{service} is the service chosen"),
        chatOpening: text("Chat opening", "The chat message's first line, before the enquiry"),
      },
      "Failure notice words",
    ),
  },
  "Words",
)

export type WordsContent = Static<typeof WordsSchema>
