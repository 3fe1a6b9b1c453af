import { loadOnce } from "../../src/browser/load-once"

describe("loadOnce", () => {
  it("downloads once, however many ask, and gives everyone the same result", async () => {
    const load = jest.fn(() => Promise.resolve("code"))
    const once = loadOnce(load)
    const [first, second] = await Promise.all([once(), once()])
    expect(await once()).toBe("code")
    expect([first, second]).toEqual(["code", "code"])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("tries again after a failed download, and keeps the first one that succeeds", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("code")
    const once = loadOnce(load)
    await expect(once()).rejects.toThrow("offline")
    await expect(once()).resolves.toBe("code")
    await expect(once()).resolves.toBe("code")
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("shares a failure with everyone who asked while it was on its way", async () => {
    let fail!: (error: Error) => void
    const load = jest.fn(() => new Promise<string>((_, reject) => (fail = reject)))
    const once = loadOnce(load)
    const waiting = [once(), once()]
    fail(new Error("offline"))
    await expect(Promise.all(waiting)).rejects.toThrow("offline")
    expect(load).toHaveBeenCalledTimes(1)
  })
})
