import type { GatsbyNode } from "gatsby"
import { EMAILJS_ENV, missingEmailJsIds, resolveEmailJsConfig, type EmailJsEnv } from "../../src/site/emailjs-config"

export type EmailJsBuildCheck = { level: "panic" | "warn" | "info"; message: string }

/** The variables Netlify sets in every build it runs (and `netlify build` locally): NETLIFY=true, and the deploy context. */
export type NetlifyBuildEnv = { NETLIFY?: string; CONTEXT?: string }

/**
 * What the build says about where the contact form will send. On Netlify, in
 * every deploy context (production, deploy-preview, branch-deploy), a build
 * without real EmailJS ids stops, naming them: otherwise its form would post to
 * 127.0.0.1, the visitor's own machine. Only a build outside Netlify sends to the
 * local mail sink, and says so.
 */
export function checkEmailJsEnv(env: EmailJsEnv & NetlifyBuildEnv): EmailJsBuildCheck {
  const missing = missingEmailJsIds(env)
  const config = resolveEmailJsConfig(env)
  const netlifyContext = env.CONTEXT ?? (env.NETLIFY === "true" ? "Netlify" : undefined)
  if (netlifyContext && missing.length > 0) {
    return {
      level: "panic",
      message:
        `The contact form cannot send from a ${netlifyContext} build: ${missing.join(", ")} ` +
        `${missing.length === 1 ? "is" : "are"} not set. Set ${missing.length === 1 ? "it" : "them"} in Netlify's ` +
        `environment variables for this deploy context (see README, "The contact form").`,
    }
  }
  if (netlifyContext && config.usesLocalSink) {
    return {
      level: "panic",
      message:
        `The contact form cannot send from a ${netlifyContext} build: ${EMAILJS_ENV.serviceId}, ${EMAILJS_ENV.templateId} ` +
        `and ${EMAILJS_ENV.publicKey} hold the local mail sink's placeholder ids. Set the real EmailJS ones.`,
    }
  }
  if (missing.length > 0) {
    return {
      level: "warn",
      message:
        `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set: the contact form of this build ` +
        `sends to the local mail sink at ${config.origin} (npm run mail-sink), not to EmailJS.`,
    }
  }
  if (config.usesLocalSink) {
    return { level: "info", message: `The contact form sends to the local mail sink at ${config.origin}.` }
  }
  return { level: "info", message: `The contact form sends through EmailJS at ${config.origin}.` }
}

/** Reports, before anything else runs, where the contact form will send; stops a Netlify build that cannot. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { level, message } = checkEmailJsEnv(process.env)
  if (level === "panic") reporter.panic(message)
  else if (level === "warn") reporter.warn(message)
  else reporter.info(message)
}
