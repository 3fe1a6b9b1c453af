/** A small Lighthouse result for the benchmark's tests: only the parts npm run bench reads. */
import type { LighthouseResult } from "../../scripts/bench/figures"

export interface ResultInput {
  scores?: Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>>
  lcp?: number
  cls?: number
  tbt?: number
  requests?: Array<{ url: string; resourceType: string; transferSize: number; networkRequestTime?: number }>
  totalBytes?: number
}

export function lighthouseResult(input: ResultInput = {}): LighthouseResult {
  const scores = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1, ...input.scores }
  const requests = input.requests ?? [
    { url: "http://127.0.0.1:9/", resourceType: "Document", transferSize: 1000, networkRequestTime: 0 },
    { url: "http://127.0.0.1:9/app-0123456789abcdef0123.js", resourceType: "Script", transferSize: 20000, networkRequestTime: 900 },
    { url: "http://127.0.0.1:9/framework-0123456789abcdef0123.js", resourceType: "Script", transferSize: 40000, networkRequestTime: 950 },
    { url: "http://127.0.0.1:9/static/inter.woff2", resourceType: "Font", transferSize: 48000, networkRequestTime: 1200 },
  ]
  return {
    lighthouseVersion: "12.8.2",
    categories: {
      performance: {
        score: scores.performance,
        auditRefs: [
          { id: "largest-contentful-paint", weight: 25 },
          { id: "total-blocking-time", weight: 30 },
          { id: "cumulative-layout-shift", weight: 25 },
          { id: "unused-javascript", weight: 0 },
        ],
      },
      accessibility: { score: scores.accessibility, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: scores["best-practices"], auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: { score: scores.seo, auditRefs: [{ id: "is-crawlable", weight: 4.04 }] },
    },
    audits: {
      "largest-contentful-paint": {
        score: input.lcp && input.lcp > 2500 ? 0.5 : 1,
        numericValue: input.lcp ?? 1000,
        displayValue: `${((input.lcp ?? 1000) / 1000).toFixed(1)} s`,
      },
      "total-blocking-time": { score: 1, numericValue: input.tbt ?? 0, displayValue: `${input.tbt ?? 0} ms` },
      "cumulative-layout-shift": { score: 1, numericValue: input.cls ?? 0 },
      "total-byte-weight": { score: 1, numericValue: input.totalBytes ?? 110000 },
      "unused-javascript": { score: 0.5, details: { type: "opportunity", items: [] } },
      "color-contrast": { score: scores.accessibility < 1 ? 0 : 1 },
      "errors-in-console": { score: scores["best-practices"] < 1 ? 0 : 1 },
      "is-crawlable": { score: scores.seo < 1 ? 0 : 1 },
      "network-requests": { score: 1, details: { type: "table", items: requests } },
    },
  }
}
