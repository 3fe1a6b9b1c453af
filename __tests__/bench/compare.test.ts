/**
 * @jest-environment node
 */
import { compare, formatComparison, median, permutationP, type ComparedRun } from "../../scripts/bench/compare-figures"

const runsOf = (side: ComparedRun["side"], route: string, tbts: number[]): ComparedRun[] =>
  tbts.map((tbt, index) => ({ side, round: index + 1, route, performance: 1 - tbt / 1000, tbt }))

describe("npm run bench:compare's figures", () => {
  it("takes the middle of an odd list and the mean of the two middles of an even one", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it("finds no difference between two samples of the same spread", () => {
    expect(permutationP([100, 300, 200, 400, 250, 150], [310, 120, 190, 410, 240, 160])).toBeGreaterThan(0.5)
  })

  it("finds a difference between clearly apart samples, and gives the same p every time", () => {
    const before = [100, 110, 90, 105, 95, 100, 98, 102]
    const after = [300, 310, 290, 305, 295, 300, 298, 302]
    expect(permutationP(before, after)).toBeLessThan(0.01)
    expect(permutationP([100, 300, 200, 400], [150, 250, 350, 120])).toBe(permutationP([100, 300, 200, 400], [150, 250, 350, 120]))
  })

  it("refuses a side with no runs rather than dividing by nothing", () => {
    expect(() => permutationP([], [1])).toThrow(/at least one run/)
  })

  it("pools every run of each side, route by route, and says what the bench can see", () => {
    const same = compare([...runsOf("before", "/", [200, 300, 250]), ...runsOf("after", "/", [240, 260, 280])])
    expect(same.routes.map(({ route, before, after }) => [route, before.length, after.length])).toEqual([["/", 3, 3]])
    expect(same.tbt).toMatchObject({ before: 250, after: 260, difference: 10 })
    expect(formatComparison(same)).toContain("no difference the bench can see")

    const slower = compare([
      ...runsOf("before", "/", [100, 105, 95, 100, 102, 98]),
      ...runsOf("after", "/", [400, 405, 395, 400, 402, 398]),
    ])
    expect(formatComparison(slower)).toContain("a difference the bench can see")
    expect(formatComparison(slower)).toContain("(+300 ms)")
  })
})
