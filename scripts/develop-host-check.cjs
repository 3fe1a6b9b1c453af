// CommonJS, untranspiled: npm start loads it into gatsby develop's processes with NODE_OPTIONS=--require.
const http = require("http")

/*
 * Behind the dev site's guard (dev-site-guard.ts), gatsby develop listens on an internal loopback
 * port and still answers any Host there: a DNS-rebinding page that found that port by trying ports
 * would read it past the guard. So on that port (DEVELOP_PORT) develop's server answers only the
 * Hosts the guard passes on (DEV_SITE_HOSTS), which the guard itself has checked; anything else,
 * a browser sent to the internal address by hand included, gets a 403 naming the dev site.
 */
const port = Number(process.env.DEVELOP_PORT)
const hosts = (process.env.DEV_SITE_HOSTS ?? "").split(",").filter(Boolean)

if (port > 0 && hosts.length > 0) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitWithHostCheck(event, request, reply) {
    // reply: the response of a request, the socket of an upgrade.
    const guarded = (event === "request" || event === "upgrade") && this.address()?.port === port
    if (!guarded || hosts.includes(String(request.headers.host).toLowerCase())) return emit.apply(this, arguments)
    const body = `403 Forbidden: this is gatsby develop's internal address; the dev site is http://${hosts[0]}/\n`
    const head = `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`
    if (event === "request") reply.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end(body)
    else reply.end(head + body)
    return true
  }
}
