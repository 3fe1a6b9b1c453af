/** @jest-environment node */
import { spawn, type ChildProcess } from "child_process"
import { keepRunning, type KeepRunningOptions } from "../../scripts/keep-running"

/*
 * npm start keeps gatsby develop running (scripts/keep-running.ts): real child processes here, each
 * a Node one-liner that crashes, ends cleanly or waits to be stopped.
 */

/** A child running this script, counted. */
function starter(scripts: string[]) {
  const started: ChildProcess[] = []
  const start = () => {
    const child = spawn(process.execPath, ["-e", scripts[Math.min(started.length, scripts.length - 1)]], { stdio: "ignore" })
    started.push(child)
    return Promise.resolve(child)
  }
  return { start, started }
}

/** Runs keepRunning until it is done: its last exit, and what it said. */
function run(
  start: () => Promise<ChildProcess>,
  options: Partial<KeepRunningOptions> = {},
  afterStart?: (kept: ReturnType<typeof keepRunning>) => void,
) {
  const said: string[] = []
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; said: string[] }>((resolve) => {
    const kept = keepRunning(start, {
      name: "the child",
      restarts: 2,
      upFor: 1000,
      log: (line) => said.push(line),
      done: (code, signal) => resolve({ code, signal, said }),
      ...options,
    })
    afterStart?.(kept)
  })
}

const CRASH_AFTER_UP = "setTimeout(() => process.exit(3), 2500)"
const STAY_UP = "setInterval(() => {}, 1000)"

it("starts a child that crashed after it was up again, says so, and gives up after the restarts it allows", async () => {
  const { start, started } = starter([CRASH_AFTER_UP])
  const { code, said } = await run(start)
  expect(started).toHaveLength(3)
  expect(code).toBe(3)
  expect(said).toHaveLength(2)
  expect(said[0]).toMatch(/^the child stopped \(exit code 3\); starting it again, 1 of 2 times\./)
  expect(said[1]).toContain("2 of 2 times")
})

it("keeps the restarted child running: a crash, then one that stays up until it is stopped", async () => {
  const { start, started } = starter([CRASH_AFTER_UP, STAY_UP])
  const stopWhenSecondRuns = (kept: ReturnType<typeof keepRunning>) => {
    const poll = setInterval(() => {
      if (started.length < 2) return
      clearInterval(poll)
      setTimeout(() => kept.stopping("SIGTERM"), 300)
    }, 50)
  }
  const { signal, said } = await run(start, {}, stopWhenSecondRuns)
  expect(started).toHaveLength(2)
  expect(said).toHaveLength(1)
  expect(signal).toBe("SIGTERM")
})

it("does not start again a child that fails as it starts, ends cleanly, or is being stopped", async () => {
  const failsAtOnce = starter(["process.exit(1)"])
  expect(await run(failsAtOnce.start)).toMatchObject({ code: 1, said: [] })
  expect(failsAtOnce.started).toHaveLength(1)

  const endsCleanly = starter(["setTimeout(() => process.exit(0), 2500)"])
  expect(await run(endsCleanly.start)).toMatchObject({ code: 0, said: [] })
  expect(endsCleanly.started).toHaveLength(1)

  // Ctrl+C: the child gets the signal from the terminal itself; keepRunning is only told.
  const interrupted = starter([CRASH_AFTER_UP])
  expect(await run(interrupted.start, {}, (kept) => kept.stopping())).toMatchObject({ code: 3, said: [] })
  expect(interrupted.started).toHaveLength(1)
})

it("stops the child a signal was sent for before it had started", async () => {
  let release: () => void = () => undefined
  const slow = starter([STAY_UP])
  const startLater = () => new Promise<ChildProcess>((resolve) => (release = () => void slow.start().then(resolve)))
  const { signal } = await run(startLater, {}, (kept) => {
    kept.stopping("SIGTERM")
    release()
  })
  expect(signal).toBe("SIGTERM")
  expect(slow.started).toHaveLength(1)
})
