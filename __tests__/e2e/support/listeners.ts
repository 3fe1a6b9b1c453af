import fs from "fs"

/**
 * The TCP ports a process tree listens on, read from Linux's /proc (the browser tests run on
 * Linux): each process's socket inodes, matched against the kernel's table of listening sockets.
 */

export interface Listener {
  address: string
  port: number
}

/** The process and every process below it. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // pid (comm) state ppid …: the command may hold spaces and brackets, so read after its last ")".
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]))
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [root]
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid)
  }
  return tree
}

function socketInodes(pid: number): string[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
        } catch {
          return undefined
        }
      })
      .filter((inode): inode is string => inode !== undefined)
  } catch {
    return []
  }
}

/** A /proc/net address: IPv4 as one little-endian word, IPv6 as four. */
function readAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? []
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)))
  if (bytes.length === 4) return bytes.join(".")
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return `::ffff:${bytes.slice(12).join(".")}`
  const groups = Array.from({ length: 8 }, (_, index) => ((bytes[2 * index] << 8) | bytes[2 * index + 1]).toString(16))
  return groups.join(":").replace(/(^|:)0(:0)+(:|$)/, "::")
}

const LISTEN = "0A"

/** Every TCP socket listening in the processes of `pids`. */
export function listenersOf(pids: readonly number[]): Listener[] {
  const inodes = new Set(pids.flatMap(socketInodes))
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    fs
      .readFileSync(table, "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[3] === LISTEN && inodes.has(columns[9]))
      .map((columns) => {
        const [address, port] = columns[1].split(":")
        return { address: readAddress(address), port: parseInt(port, 16) }
      }),
  )
}

/** 127.0.0.0/8, ::1, or IPv4's loopback mapped into IPv6. */
export const isLoopback = (address: string) => /^(::ffff:)?127\./.test(address) || address === "::1"
