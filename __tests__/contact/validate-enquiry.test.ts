import { MAX_LENGTHS, PHONE_DIGITS, type Enquiry } from "../../src/components/contact/enquiry"
import { MESSAGES, WORDS } from "../support/words"
import { EMAIL_PATTERN } from "../../content/schema/email-pattern"
import {
  enquiryToSend,
  mayBecomePhoneNumber,
  normalisePhone,
  tidyPhone,
  validateEnquiry,
} from "../../src/components/contact/validate-enquiry"

const VALID: Enquiry = {
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9876543210",
  service: "Digital Marketing",
  message: "Please call me.",
}

describe("validateEnquiry", () => {
  it("accepts a complete enquiry with the terms agreed", () => {
    expect(validateEnquiry(VALID, true, WORDS.form)).toBeNull()
  })

  it.each(["name", "email", "phone", "service", "message"] as const)("requires %s", (field) => {
    expect(validateEnquiry({ ...VALID, [field]: " " }, true, WORDS.form)).toEqual({ field, message: MESSAGES.required[field] })
  })

  it("reports the first empty field in screen order", () => {
    expect(validateEnquiry({ ...VALID, phone: "", message: "" }, false, WORDS.form)).toEqual({
      field: "phone",
      message: MESSAGES.required.phone,
    })
  })

  it("checks the e-mail first, then the phone, then the terms (requirements §6.2)", () => {
    const bad = { ...VALID, email: "asha@", phone: "12" }
    expect(validateEnquiry(bad, false, WORDS.form)).toEqual({ field: "email", message: "Please enter a valid email address." })
    expect(validateEnquiry({ ...bad, email: VALID.email }, false, WORDS.form)).toEqual({
      field: "phone",
      message: "Please enter a valid 10-digit mobile number.",
    })
    expect(validateEnquiry(VALID, false, WORDS.form)).toEqual({
      field: "terms",
      message: "Please agree to the Terms of Use and Privacy Policy.",
    })
  })

  it("wants exactly 10 digits in the phone number", () => {
    expect(PHONE_DIGITS).toBe(10)
    expect(validateEnquiry({ ...VALID, phone: "987654321" }, true, WORDS.form)?.message).toBe(MESSAGES.invalidPhone)
    expect(validateEnquiry({ ...VALID, phone: "98765432101" }, true, WORDS.form)?.message).toBe(MESSAGES.invalidPhone)
    expect(validateEnquiry({ ...VALID, phone: "98765-4321" }, true, WORDS.form)?.message).toBe(MESSAGES.invalidPhone)
    expect(validateEnquiry({ ...VALID, phone: "98765-43210" }, true, WORDS.form)).toBeNull()
  })

  it("accepts an e-mail address with surrounding spaces, sent trimmed", () => {
    const spaced = { ...VALID, email: " asha@example.com ", name: " Asha " }
    expect(validateEnquiry(spaced, true, WORDS.form)).toBeNull()
    expect(enquiryToSend(spaced)).toEqual({ ...VALID, name: "Asha" })
  })
})

describe("EMAIL_PATTERN: local part, '@', domain, top-level part of at least 2 letters", () => {
  it.each(["a@b.co", "asha.verma+quotes@mail.example.org", "x_y@sub.domain.travel", "A@B.IN"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true)
  })

  it.each([
    "",
    "asha",
    "asha@",
    "@example.com",
    "asha@example",
    "asha@example.c",
    "asha@example.c0",
    "as ha@x.com",
    "a@@b.com",
    "a@b.com ",
    // Addresses that cannot exist: empty labels, dots at either end, hyphens at a label's ends.
    "a@b..com",
    ".a@b.com",
    "a.@b.com",
    "a..b@c.com",
    "a@.b.com",
    "a@b.com.",
    "a@-b.com",
    "a@b-.com",
    "a@sub.-b.com",
  ])("refuses %j", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false)
  })
})

describe("normalisePhone: the ten-digit number a written phone number stands for", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["(987) 654-3210", "9876543210"],
    ["98765.43210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["+91 (0) 98765 43210", "9876543210"],
    // Ten digits are a number as they stand, even when they begin with 91 or 0.
    ["9198765432", "9198765432"],
  ])("reads %j as %s", (written, number) => {
    expect(normalisePhone(written)).toBe(number)
  })

  it.each([
    "",
    "98765",
    "987654321",
    "98765432101",
    "98765 43210 99",
    "+1 415 555 0100",
    "+44 20 7946 0958",
    "98765x43210",
    "9876+543210",
    "0919876543210",
  ])("finds no number in %j", (written) => {
    expect(normalisePhone(written)).toBeNull()
  })

  it("is what the check accepts, and what is sent", () => {
    const written = { ...VALID, phone: "+91 98765-43210" }
    expect(validateEnquiry(written, true, WORDS.form)).toBeNull()
    expect(enquiryToSend(written).phone).toBe("9876543210")
    expect(validateEnquiry({ ...VALID, phone: "98765 43210 99" }, true, WORDS.form)).toEqual({
      field: "phone",
      message: MESSAGES.invalidPhone,
    })
  })
})

describe("tidyPhone: what the field shows", () => {
  it("shows the ten digits once the text stands for a number, and the text as written until then", () => {
    expect(tidyPhone("+91 98765-43210")).toBe("9876543210")
    expect(tidyPhone("+91 98765")).toBe("+91 98765")
    expect(tidyPhone("98765 43210 99")).toBe("98765 43210 99")
  })
})

describe("mayBecomePhoneNumber: whether one more typed digit is kept", () => {
  it("takes up to ten digits of a plain number", () => {
    expect(mayBecomePhoneNumber("9876543210")).toBe(true)
    expect(mayBecomePhoneNumber("98765432101")).toBe(false)
  })

  it("takes the extra digits of a country code or trunk 0", () => {
    expect(mayBecomePhoneNumber("09876543210")).toBe(true)
    expect(mayBecomePhoneNumber("919876543210")).toBe(true)
    expect(mayBecomePhoneNumber("00919876543210")).toBe(true)
    expect(mayBecomePhoneNumber("098765432101")).toBe(false)
    expect(mayBecomePhoneNumber("9198765432101")).toBe(false)
  })
})

describe("a field over its length limit", () => {
  const format = (count: number) => count.toLocaleString("en")

  it.each(Object.entries(MAX_LENGTHS) as Array<[keyof typeof MAX_LENGTHS, number]>)(
    "%s is refused until shortened, saying by how much and what it holds",
    (field, limit) => {
      const over = { ...VALID, [field]: "9".repeat(limit + 1234) }
      const problem = validateEnquiry(over, true, WORDS.form)
      expect(problem?.field).toBe(field)
      for (const said of [WORDS.form.labels[field], format(1234), format(limit)]) expect(problem?.message).toContain(said)
    },
  )

  it("takes a name and a message of exactly their limit", () => {
    expect(
      validateEnquiry({ ...VALID, name: "n".repeat(MAX_LENGTHS.name), message: "m".repeat(MAX_LENGTHS.message) }, true, WORDS.form),
    ).toBeNull()
  })
})
