/**
 * A child process kept running for npm start (start.ts): gatsby develop, which an edit saved while
 * it is still reading the last one can bring down (Gatsby ends develop on any unhandled rejection
 * of a plugin). Without this, npm start went down with it: the CMS's back end and the dev site's
 * guard too, in the middle of the owner's session. So a child that has been up a while and stops
 * by itself with a failure is started again, said in the terminal, a few times at most; one that
 * fails as it starts (a broken configuration), is stopped (Ctrl+C, SIGTERM) or ends cleanly is not.
 */
import type { ChildProcess } from "child_process"

export interface KeepRunningOptions {
  /** What the terminal calls the child: "gatsby develop". */
  name: string
  /** How many times a failed child is started again before npm start gives up with it. */
  restarts: number
  /** How long a child must have run (ms) for its failure to be a crash, not a failure to start. */
  upFor: number
  /** Where the restarts are said. */
  log(line: string): void
  /** Called once, with the last child's exit, when no child runs any more. */
  done(code: number | null, signal: NodeJS.Signals | null): void
}

export interface KeptRunning {
  /** No further restarts: the child is being stopped (a signal sent, or Ctrl+C reaching it directly). */
  stopping(signal?: NodeJS.Signals): void
}

/** Starts the child and keeps it running as the module's comment says. */
export function keepRunning(start: () => Promise<ChildProcess>, options: KeepRunningOptions): KeptRunning {
  let stopped = false
  let left = options.restarts
  let current: ChildProcess | undefined
  let pendingSignal: NodeJS.Signals | undefined

  const run = async () => {
    const child = await start()
    current = child
    const startedAt = Date.now()
    if (pendingSignal) child.kill(pendingSignal)
    child.once("exit", (code, signal) => {
      const failed = code !== 0
      const crashed = failed && Date.now() - startedAt >= options.upFor
      if (stopped || !crashed || left === 0) return options.done(code, signal)
      left -= 1
      options.log(
        `${options.name} stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); starting it again, ` +
          `${options.restarts - left} of ${options.restarts} times. The CMS's back end stayed up; the dev site answers again once it is ready.`,
      )
      void run().catch(fail)
    })
  }
  const fail = (error: unknown) => {
    options.log(`${options.name} could not be started again: ${(error as Error).message}`)
    options.done(1, null)
  }
  void run().catch(fail)

  return {
    stopping(signal) {
      stopped = true
      if (!signal) return
      if (current) current.kill(signal)
      else pendingSignal = signal
    },
  }
}
