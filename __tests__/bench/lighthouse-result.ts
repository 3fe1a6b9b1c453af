/** A small Lighthouse result for the benchmark's tests: only the parts npm run bench reads. */
import type { LighthouseResult } from "../../scripts/bench/figures"

export interface ResultInput {
  scores?: Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>>
  lcp?: number
  cls?: number
  tbt?: number
  /** Lighthouse's benchmarkIndex; the report has no environment without it. */
  cpuIndex?: number
  requests?: Array<{ url: string; resourceType: string; transferSize: number }>
}

export function lighthouseResult(input: ResultInput = {}): LighthouseResult {
  const scores = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1, ...input.scores }
  const requests = input.requests ?? [
    { url: "http://127.0.0.1:9/", resourceType: "Document", transferSize: 1000 },
    { url: "http://127.0.0.1:9/app-0123456789abcdef0123.js", resourceType: "Script", transferSize: 20000 },
    { url: "http://127.0.0.1:9/framework-0123456789abcdef0123.js", resourceType: "Script", transferSize: 40000 },
    { url: "http://127.0.0.1:9/static/inter.woff2", resourceType: "Font", transferSize: 48000 },
  ]
  return {
    categories: Object.fromEntries(Object.entries(scores).map(([category, score]) => [category, { score }])),
    audits: {
      "largest-contentful-paint": { numericValue: input.lcp ?? 1000 },
      "total-blocking-time": { numericValue: input.tbt ?? 0 },
      "cumulative-layout-shift": { numericValue: input.cls ?? 0 },
      "network-requests": { details: { items: requests } },
    },
    ...(input.cpuIndex === undefined ? {} : { environment: { benchmarkIndex: input.cpuIndex } }),
  }
}
