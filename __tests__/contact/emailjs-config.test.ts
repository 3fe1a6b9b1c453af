/** @jest-environment node */
import {
  EMAILJS_API_ORIGIN,
  LOCAL_PLACEHOLDER_IDS,
  MAIL_SINK_ORIGIN,
  missingEmailJsIds,
  resolveEmailJsConfig,
} from "../../src/site/emailjs-config"
import { checkEmailJsEnv } from "../../gatsby/node/emailjs-build-check"
import { planStart } from "../../scripts/start"

const REAL = {
  GATSBY_EMAILJS_SERVICE_ID: "service_abc",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_def",
  GATSBY_EMAILJS_PUBLIC_KEY: "pk_123",
}

describe("the form's EmailJS configuration", () => {
  it("uses the local mail sink and placeholder ids when nothing is set", () => {
    expect(MAIL_SINK_ORIGIN).toBe("http://127.0.0.1:8787")
    expect(resolveEmailJsConfig({})).toEqual({ ...LOCAL_PLACEHOLDER_IDS, origin: MAIL_SINK_ORIGIN, usesLocalSink: true })
  })

  it("uses the sink when any one id is missing or blank", () => {
    expect(resolveEmailJsConfig({ ...REAL, GATSBY_EMAILJS_PUBLIC_KEY: " " }).usesLocalSink).toBe(true)
    expect(missingEmailJsIds({ ...REAL, GATSBY_EMAILJS_TEMPLATE_ID: "" })).toEqual(["GATSBY_EMAILJS_TEMPLATE_ID"])
  })

  it("uses EmailJS's API with the three ids set", () => {
    expect(resolveEmailJsConfig(REAL)).toEqual({
      serviceId: "service_abc",
      templateId: "template_def",
      publicKey: "pk_123",
      origin: EMAILJS_API_ORIGIN,
      usesLocalSink: false,
    })
  })

  it("takes the origin from GATSBY_EMAILJS_ORIGIN, without a trailing slash", () => {
    expect(resolveEmailJsConfig({ ...REAL, GATSBY_EMAILJS_ORIGIN: "https://api.eu.example/" }).origin).toBe("https://api.eu.example")
  })
})

describe("the build's check (gatsby/emailjs-config onPreInit)", () => {
  // Netlify sets NETLIFY=true and the deploy context in every build it runs.
  const NETLIFY_BUILDS = [
    { NETLIFY: "true", CONTEXT: "production" },
    { NETLIFY: "true", CONTEXT: "deploy-preview" },
    { NETLIFY: "true", CONTEXT: "branch-deploy" },
    { NETLIFY: "true" },
  ]

  it("stops a Netlify build in every deploy context, naming each missing variable", () => {
    for (const netlify of NETLIFY_BUILDS) {
      const check = checkEmailJsEnv({ ...netlify, GATSBY_EMAILJS_SERVICE_ID: "service_abc" })
      expect({ netlify, level: check.level }).toEqual({ netlify, level: "panic" })
      expect(check.message).toContain("GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY are not set")
      expect(check.message).not.toContain("GATSBY_EMAILJS_SERVICE_ID")
      expect(check.message).toContain(netlify.CONTEXT ?? "Netlify")
    }
  })

  it("stops a Netlify build that points at the local sink's placeholder ids", () => {
    const placeholders = {
      GATSBY_EMAILJS_SERVICE_ID: LOCAL_PLACEHOLDER_IDS.serviceId,
      GATSBY_EMAILJS_TEMPLATE_ID: LOCAL_PLACEHOLDER_IDS.templateId,
      GATSBY_EMAILJS_PUBLIC_KEY: LOCAL_PLACEHOLDER_IDS.publicKey,
    }
    for (const netlify of NETLIFY_BUILDS) {
      expect({ netlify, level: checkEmailJsEnv({ ...netlify, ...placeholders }).level }).toEqual({ netlify, level: "panic" })
    }
  })

  it("warns a build outside Netlify without the ids that the form sends to the local sink", () => {
    const check = checkEmailJsEnv({})
    expect(check.level).toBe("warn")
    expect(check.message).toContain(MAIL_SINK_ORIGIN)
    expect(check.message).toContain("GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY")
  })

  it("lets a Netlify build with the three ids through, in every deploy context", () => {
    for (const netlify of NETLIFY_BUILDS) {
      expect(checkEmailJsEnv({ ...netlify, ...REAL })).toEqual({
        level: "info",
        message: `The contact form sends through EmailJS at ${EMAILJS_API_ORIGIN}.`,
      })
    }
  })
})

describe("npm start (scripts/start.ts)", () => {
  it("runs the sink and points develop at it when the ids are unset", () => {
    const plan = planStart({ PATH: "/bin" })
    expect(plan.sink).toEqual(expect.objectContaining({ port: 8787, inboxPath: ".inbox/enquiries.jsonl" }))
    expect(plan.env).toEqual(
      expect.objectContaining({
        PATH: "/bin",
        GATSBY_TELEMETRY_DISABLED: "1",
        GATSBY_EMAILJS_SERVICE_ID: LOCAL_PLACEHOLDER_IDS.serviceId,
        GATSBY_EMAILJS_TEMPLATE_ID: LOCAL_PLACEHOLDER_IDS.templateId,
        GATSBY_EMAILJS_PUBLIC_KEY: LOCAL_PLACEHOLDER_IDS.publicKey,
        GATSBY_EMAILJS_ORIGIN: MAIL_SINK_ORIGIN,
      }),
    )
    expect(resolveEmailJsConfig(plan.env).usesLocalSink).toBe(true)
  })

  it("follows MAIL_SINK_PORT and MAIL_SINK_INBOX", () => {
    const plan = planStart({ MAIL_SINK_PORT: "8899", MAIL_SINK_INBOX: "/tmp/in.jsonl" })
    expect(plan.sink).toEqual(expect.objectContaining({ port: 8899, inboxPath: "/tmp/in.jsonl" }))
    expect(plan.env.GATSBY_EMAILJS_ORIGIN).toBe("http://127.0.0.1:8899")
  })

  it("runs develop alone with the real ids", () => {
    const plan = planStart(REAL)
    expect(plan.sink).toBeUndefined()
    expect(plan.env).toEqual({ ...REAL, GATSBY_TELEMETRY_DISABLED: "1" })
  })

  it("serves the dev site on localhost:8000 and decap-server on 8081, answering the dev site", () => {
    const plan = planStart({ PATH: "/bin" })
    expect(plan.developArgs).toEqual([])
    expect(plan.site).toEqual({ host: "localhost", port: 8000 })
    expect(plan.siteOrigin).toBe("http://localhost:8000")
    expect(plan.decapServer).toEqual({ port: 8081, sitePort: 8000 })
  })

  it("follows a port given to gatsby develop, and DECAP_SERVER_PORT", () => {
    const plan = planStart({ DECAP_SERVER_PORT: "8091" }, ["-p", "8100"])
    expect(plan.developArgs).toEqual([])
    expect(plan.site).toEqual({ host: "localhost", port: 8100 })
    expect(plan.siteOrigin).toBe("http://localhost:8100")
    expect(plan.decapServer).toEqual({ port: 8091, sitePort: 8100 })
  })
})
