/**
 * One headless Chromium for the whole benchmark, and Lighthouse 12 runs against
 * it with the default configuration: the mobile preset with simulated throttling.
 * Lighthouse opens a fresh tab per run and clears the origin's cache and storage.
 * Lighthouse itself runs in lighthouse-worker.mjs, a plain Node child process (see why there).
 */
import { fork, type ChildProcess } from "child_process"
import fs from "fs"
import path from "path"
import { CATEGORIES, type LighthouseResult } from "./figures"

import { CHROME_FLAGS, chromePath } from "../chromium"

export { CHROME_FLAGS, chromePath }

export interface Browser {
  run(url: string): Promise<LighthouseResult>
  close(): Promise<void>
}

type WorkerMessage =
  { type: "ready" } | { type: "result"; id: number; lhr: LighthouseResult } | { type: "error"; id?: number; message: string }

export async function launchBrowser(): Promise<Browser> {
  const executable = chromePath()
  if (!fs.existsSync(executable)) {
    throw new Error(`Chromium is not at ${executable}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH).`)
  }
  // execArgv: [] keeps tsx's loader out of the child.
  const worker: ChildProcess = fork(path.join(__dirname, "lighthouse-worker.mjs"), [], { execArgv: [], stdio: "inherit" })
  const pending = new Map<number, { resolve: (lhr: LighthouseResult) => void; reject: (error: Error) => void }>()
  let nextId = 1
  let exited: Error | undefined

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") resolve()
      else if (message.type === "result") pending.get(message.id)?.resolve(message.lhr)
      else if (message.id === undefined) reject(new Error(message.message))
      else pending.get(message.id)?.reject(new Error(message.message))
      if (message.type !== "ready" && message.id !== undefined) pending.delete(message.id)
    })
    worker.on("exit", (code, signal) => {
      exited = new Error(`The Lighthouse worker exited (${signal ?? code})`)
      reject(exited)
      for (const { reject: fail } of pending.values()) fail(exited)
      pending.clear()
    })
  })
  worker.send({ type: "launch", chromePath: executable, chromeFlags: CHROME_FLAGS })
  await ready

  return {
    run(url) {
      if (exited) return Promise.reject(exited)
      const id = nextId++
      return new Promise<LighthouseResult>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        worker.send({ type: "run", id, url, categories: [...CATEGORIES] })
      })
    },
    close() {
      if (exited) return Promise.resolve()
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => worker.kill(), 10_000)
        worker.once("exit", () => {
          clearTimeout(timer)
          resolve()
        })
        worker.send({ type: "close" })
      })
    },
  }
}

/** One Lighthouse run of `url`, tried once more when Lighthouse fails (a page that did not settle, a lost connection). */
export async function runWithRetry(browser: Browser, url: string): Promise<LighthouseResult> {
  try {
    return await browser.run(url)
  } catch (error) {
    console.log(`  Lighthouse failed on ${url}, retrying once: ${(error as Error).message.split("\n")[0]}`)
    return browser.run(url)
  }
}
