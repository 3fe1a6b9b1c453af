/** @jest-environment node */
import { spawn } from "child_process"
import http from "http"
import net from "net"
import {
  DEVELOP_HOST,
  devPagePolicy,
  freeLoopbackPort,
  guardedResponseHeaders,
  refusalOf,
  siteHosts,
  siteOrigins,
  startDevSiteGuard,
  type RunningGuard,
} from "../../scripts/dev-site-guard"
import { developOn, planStart } from "../../scripts/start"
import { findInlineScripts, scriptHash } from "../../gatsby/post-build/security-headers"

const SITE = { port: 8000, host: "localhost" }
const OWN = { host: "localhost:8000" }
/** What Chromium sends with a link followed from another site. */
const NAVIGATION = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" }

describe("which requests the dev site's guard refuses", () => {
  it("answers each loopback name with its port, and no other Host (DNS rebinding)", () => {
    for (const host of ["localhost:8000", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST:8000"])
      expect(refusalOf({ host }, "GET", "/", SITE)).toBeUndefined()
    for (const host of ["evil.example:8000", "localhost:8001", "127.0.0.1", "localhost.evil.example:8000"]) {
      expect(refusalOf({ host }, "GET", "/___graphql", SITE)).toContain(`not the host ${host}`)
    }
    expect(refusalOf({}, "GET", "/", SITE)).toContain("(none)")
  })

  it("answers the host --host names as well, but not a wildcard address", () => {
    expect(refusalOf({ host: "dev.test:8000" }, "GET", "/", { port: 8000, host: "dev.test" })).toBeUndefined()
    expect(refusalOf({ host: "0.0.0.0:8000" }, "GET", "/", { port: 8000, host: "0.0.0.0" })).toBeDefined()
  })

  it("answers programs that name no site, and the dev site's own pages on every loopback origin", () => {
    expect(refusalOf(OWN, "POST", "/___graphql", SITE)).toBeUndefined()
    for (const origin of siteOrigins(SITE)) {
      expect(refusalOf({ ...OWN, origin, "sec-fetch-site": "same-origin" }, "POST", "/___graphql", SITE)).toBeUndefined()
    }
    expect(
      refusalOf({ ...OWN, "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" }, "GET", "/page-data/index/page-data.json", SITE),
    ).toBeUndefined()
    expect(
      refusalOf(
        { ...OWN, "sec-fetch-site": "none", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
        "GET",
        "/___graphql",
        SITE,
      ),
    ).toBeUndefined()
  })

  it("refuses every request from another site but a page navigation", () => {
    const foreign = { ...OWN, origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" }
    for (const [method, url] of [
      ["POST", "/___graphql"],
      ["GET", "/___graphql?query={site{id}}"],
      ["GET", "/page-data/index/page-data.json"],
      ["GET", "/__original-stack-frame?moduleId=x"],
      ["GET", "/socket.io/?EIO=4&transport=websocket"],
    ]) {
      expect(refusalOf(foreign, method, url, SITE)).toContain("not https://evil.example")
    }
    // Another port of this machine is another site too, and so is an opaque origin.
    expect(refusalOf({ ...OWN, origin: "http://localhost:3000" }, "GET", "/", SITE)).toBeDefined()
    expect(refusalOf({ ...OWN, origin: "null" }, "POST", "/", SITE)).toBeDefined()
    // A script or image tag sends no Origin, but says where it comes from.
    expect(
      refusalOf(
        { ...OWN, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "script" },
        "GET",
        "/commons.js",
        SITE,
      ),
    ).toBeDefined()
    expect(
      refusalOf({ ...OWN, "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" }, "GET", "/x.png", SITE),
    ).toBeDefined()
    // A frame is not a page navigation, nor is a form's POST.
    expect(refusalOf({ ...OWN, ...NAVIGATION, "sec-fetch-dest": "iframe" }, "GET", "/", SITE)).toBeDefined()
    expect(refusalOf({ ...OWN, ...NAVIGATION, origin: "https://evil.example" }, "POST", "/", SITE)).toBeDefined()
  })

  it("lets a link from another site show a page, but not open develop's own tools", () => {
    expect(refusalOf({ ...OWN, ...NAVIGATION }, "GET", "/about-us/", SITE)).toBeUndefined()
    expect(refusalOf({ ...OWN, ...NAVIGATION }, "HEAD", "/", SITE)).toBeUndefined()
    expect(refusalOf({ ...OWN, ...NAVIGATION }, "GET", "/___graphql", SITE)).toBeDefined()
    expect(refusalOf({ ...OWN, ...NAVIGATION }, "GET", "/__open-stack-frame-in-editor?fileName=x", SITE)).toBeDefined()
  })
})

describe("what the guard changes in develop's answers", () => {
  it("drops every CORS header and adds the page's policy where develop set none", () => {
    const develop = {
      "access-control-allow-origin": "*",
      "access-control-allow-credentials": "true",
      "content-type": "text/html",
      etag: "x",
    }
    expect(guardedResponseHeaders(develop)).toEqual({ "content-type": "text/html", etag: "x" })
    expect(guardedResponseHeaders(develop, "default-src 'none'")["content-security-policy"]).toBe("default-src 'none'")
    // /admin/ comes with its own policy, which stays.
    expect(guardedResponseHeaders({ ...develop, "content-security-policy": "admin" }, "page")["content-security-policy"]).toBe("admin")
  })

  it("gives a page the visitor pages' policy with its inline scripts by hash, plus eval, and no 'unsafe-inline' script", () => {
    const html = `<html><head><script>document.documentElement.classList.remove("no-js")</script></head><body><script src="/commons.js"></script></body></html>`
    const policy = devPagePolicy(html, { connectOrigins: ["http://127.0.0.1:8787"] })
    const directives = new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]))
    const [inline] = findInlineScripts(html).executable
    expect(directives.get("script-src")).toEqual(expect.arrayContaining(["'self'", "'unsafe-eval'", scriptHash(inline)]))
    expect(directives.get("script-src")).not.toContain("'unsafe-inline'")
    expect(directives.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:8787"])
    expect(directives.get("default-src")).toEqual(["'none'"])
    expect(directives.get("frame-ancestors")).toEqual(["'none'"])
  })
})

describe("npm start puts the guard where the dev site is", () => {
  it("gives --host and --port to the guard and develop its own loopback port", () => {
    const plan = planStart({ PATH: "/bin" }, ["-p", "8100", "--host=localhost", "--verbose"])
    expect(plan.site).toEqual({ host: "localhost", port: 8100 })
    expect(plan.siteOrigin).toBe("http://localhost:8100")
    expect(plan.decapServer.sitePort).toBe(8100)
    const develop = developOn(plan, 40123)
    expect(develop.args).toEqual(["--verbose", "--host", DEVELOP_HOST, "--port", "40123"])
    expect(develop.env).toEqual(expect.objectContaining({ DEVELOP_PORT: "40123", DEV_SITE_HOSTS: siteHosts(plan.site).join(",") }))
    expect(develop.env.NODE_OPTIONS).toMatch(/^--require ".*develop-host-check\.cjs"$/)
    expect(planStart({ PATH: "/bin" }).site).toEqual({ host: "localhost", port: 8000 })
  })
})

/** A stand-in for gatsby develop: CORS for everyone, an HTML page with an inline script, JSON, an echoing websocket. */
function fakeDevelop(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((request, response) => {
    const html = request.url === "/"
    response.writeHead(200, {
      "access-control-allow-origin": "*",
      "content-type": html ? "text/html; charset=utf-8" : "application/json",
    })
    response.end(html ? `<!doctype html><html><body><script>window.ready = 1</script></body></html>` : `{"data":"drafts"}`)
  })
  server.on("upgrade", (_request, socket: net.Socket) => {
    socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nAccess-Control-Allow-Origin: *\r\n\r\n")
    socket.pipe(socket)
  })
  return new Promise((resolve) =>
    server.listen(0, DEVELOP_HOST, () => resolve({ server, port: (server.address() as net.AddressInfo).port })),
  )
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

const get = (port: number, path: string, headers: http.OutgoingHttpHeaders): Promise<Answer> =>
  new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (response) => {
        let body = ""
        response.on("data", (chunk: Buffer) => (body += chunk.toString()))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      })
      .on("error", reject)
  })

/** Opens a websocket-like upgrade through the guard and says what came back: the echo, or a refusal's status. */
const upgrade = (
  port: number,
  headers: http.OutgoingHttpHeaders,
): Promise<{ echoed?: string; status?: number; headers: http.IncomingHttpHeaders }> =>
  new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: "/socket.io/?transport=websocket",
      headers: { connection: "Upgrade", upgrade: "websocket", ...headers },
    })
    request.on("upgrade", (response, socket) => {
      socket.once("data", (data: Buffer) => {
        socket.destroy()
        resolve({ echoed: data.toString(), headers: response.headers })
      })
      socket.write("hot reload")
    })
    request.on("response", (response) => {
      response.resume()
      resolve({ status: response.statusCode, headers: response.headers })
    })
    request.on("error", reject)
    request.end()
  })

describe("the guard in front of a develop-like server", () => {
  let develop: { server: http.Server; port: number }
  let guard: RunningGuard
  let port: number
  const refusals: string[] = []

  beforeAll(async () => {
    develop = await fakeDevelop()
    port = await freeLoopbackPort()
    guard = await startDevSiteGuard({
      site: { port, host: DEVELOP_HOST },
      listenHost: DEVELOP_HOST,
      upstream: { host: DEVELOP_HOST, port: develop.port },
      connectOrigins: [],
      log: (line) => refusals.push(line),
    })
  })
  afterAll(async () => {
    await guard.close()
    await new Promise((resolve) => develop.server.close(resolve))
  })

  const own = () => ({ host: `localhost:${port}` })

  it("passes the dev site's requests on, without develop's CORS header, pages with their policy", async () => {
    const page = await get(port, "/", own())
    expect(page.status).toBe(200)
    expect(page.headers["access-control-allow-origin"]).toBeUndefined()
    expect(page.headers["content-security-policy"]).toContain(scriptHash("window.ready = 1"))
    expect(page.body).toContain("window.ready = 1")
    const data = await get(port, "/___graphql", { ...own(), origin: `http://127.0.0.1:${port}` })
    expect(data).toEqual(expect.objectContaining({ status: 200, body: `{"data":"drafts"}` }))
    expect(data.headers["access-control-allow-origin"]).toBeUndefined()
    expect(data.headers["content-security-policy"]).toBeUndefined()
  })

  it("refuses another site and a rebound Host with a 403 saying why, and logs each", async () => {
    const before = refusals.length
    const foreign = await get(port, "/___graphql", { ...own(), origin: "https://evil.example" })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toContain("https://evil.example")
    expect(foreign.body).not.toContain("drafts")
    const rebound = await get(port, "/", { host: `evil.example:${port}` })
    expect(rebound.status).toBe(403)
    expect(rebound.body).toContain("evil.example")
    expect(refusals.slice(before)).toEqual([expect.stringContaining("/___graphql"), expect.stringContaining(`evil.example:${port}`)])
  })

  it("forwards websocket upgrades from the dev site, and refuses them from elsewhere", async () => {
    const fromSite = await upgrade(port, { ...own(), origin: `http://localhost:${port}` })
    expect(fromSite.echoed).toBe("hot reload")
    expect(fromSite.headers["access-control-allow-origin"]).toBeUndefined()
    expect((await upgrade(port, { ...own(), origin: "https://evil.example" })).status).toBe(403)
    expect((await upgrade(port, { host: `evil.example:${port}`, origin: `http://evil.example:${port}` })).status).toBe(403)
  })

  it("says so when develop does not answer", async () => {
    const idle = await freeLoopbackPort()
    const lone = await startDevSiteGuard({
      site: { port: idle, host: DEVELOP_HOST },
      listenHost: DEVELOP_HOST,
      upstream: { host: DEVELOP_HOST, port: await freeLoopbackPort() },
      connectOrigins: [],
    })
    try {
      const answer = await get(idle, "/", { host: `localhost:${idle}` })
      expect(answer.status).toBe(502)
      expect(answer.body).toContain("gatsby develop")
    } finally {
      await lone.close()
    }
  })
})

describe("gatsby develop on its internal port", () => {
  it("answers only the Hosts the guard passes on (npm start's environment for it)", async () => {
    const port = await freeLoopbackPort()
    const plan = planStart({ PATH: process.env.PATH }, ["--port", "8000"])
    const { env } = developOn(plan, port)
    // A stand-in for develop's server, started as npm start starts develop: with its NODE_OPTIONS.
    const server = spawn(
      process.execPath,
      ["-e", `require("http").createServer((q, s) => s.end("develop")).listen(${port}, "${DEVELOP_HOST}", () => console.log("up"))`],
      { env, stdio: ["ignore", "pipe", "inherit"] },
    )
    try {
      await new Promise((resolve) => server.stdout.once("data", resolve))
      expect(await get(port, "/___graphql", { host: "localhost:8000" })).toEqual(expect.objectContaining({ status: 200, body: "develop" }))
      for (const host of [`rebind.example:${port}`, `127.0.0.1:${port}`]) {
        const refused = await get(port, "/___graphql", { host })
        expect(refused.status).toBe(403)
        expect(refused.body).toContain("http://localhost:8000/")
      }
      expect((await upgrade(port, { host: `rebind.example:${port}` })).status).toBe(403)
    } finally {
      server.kill()
    }
  })
})
