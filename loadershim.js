global.___loader = {
  enqueue: jest.fn(),
}

// jsdom lacks TextEncoder, which react-dom/server needs (the build draws icons with it, see content-model/icon-svg.ts).
const { TextEncoder, TextDecoder } = require("util")
Object.assign(global, { TextEncoder, TextDecoder })
