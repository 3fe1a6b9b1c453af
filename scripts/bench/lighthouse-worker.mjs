/**
 * Runs Lighthouse in a plain Node process. tsx would compile Lighthouse's own
 * files with esbuild's name helper, and Lighthouse sends some of its functions to
 * the page as source text, where that helper (`__name`) does not exist. So
 * lighthouse-runner.ts forks this file without tsx.
 *
 * Protocol over IPC: {type:"launch", chromePath, chromeFlags} -> {type:"ready"};
 * {type:"run", id, url, categories} -> {type:"result", id, lhr} or {type:"error", id, message}.
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

let chrome

process.on("message", async (message) => {
  try {
    if (message.type === "launch") {
      chrome = await chromeLauncher.launch({ chromePath: message.chromePath, chromeFlags: message.chromeFlags, logLevel: "silent" })
      process.send({ type: "ready" })
    } else if (message.type === "run") {
      const result = await lighthouse(message.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: message.categories,
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${message.url}`)
      const { runtimeError } = result.lhr
      if (runtimeError) throw new Error(`Lighthouse on ${message.url}: ${runtimeError.code} ${runtimeError.message}`)
      process.send({ type: "result", id: message.id, lhr: result.lhr })
    } else if (message.type === "close") {
      chrome?.kill()
      process.disconnect()
    }
  } catch (error) {
    process.send({ type: "error", id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
})

process.on("disconnect", () => chrome?.kill())
