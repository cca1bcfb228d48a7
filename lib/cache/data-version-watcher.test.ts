import { watchDataVersion } from "./data-version-watcher";

// Lets the watcher's awaited promises settle between timer ticks.
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe("watchDataVersion", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("takes the first version as the baseline and reports each later change once", async () => {
    const versions = ["1", "1", "2", "2", "3"];
    const read = jest.fn(async () => versions.shift() ?? "3");
    const onChange = jest.fn();
    const stop = watchDataVersion({ read, onChange, intervalMs: 1000 });
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i += 1) {
      jest.advanceTimersByTime(1000);
      await settle();
    }
    expect(onChange.mock.calls).toEqual([["2"], ["3"]]);
    stop();
  });

  it("reports a change made before its first read when given the version the served pages were checked at", async () => {
    const read = jest.fn(async () => "5");
    const onChange = jest.fn();
    const stop = watchDataVersion({ read, onChange, intervalMs: 1000, initial: "4" });
    await settle();
    expect(onChange.mock.calls).toEqual([["5"]]);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(onChange.mock.calls).toEqual([["5"]]);
    stop();
  });

  it("retries a change whose callback failed on the next tick, and reports read failures", async () => {
    const versions = ["1", "2", "2"];
    const read = jest.fn(async () => {
      const next = versions.shift();
      if (next === undefined) throw new Error("database gone");
      return next;
    });
    const onChange = jest.fn().mockRejectedValueOnce(new Error("server busy")).mockResolvedValue(undefined);
    const onError = jest.fn();
    const stop = watchDataVersion({ read, onChange, intervalMs: 1000, onError });
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    jest.advanceTimersByTime(1000);
    await settle();
    expect(onChange.mock.calls).toEqual([["2"], ["2"]]);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(onError.mock.calls.map(([e]) => (e as Error).message)).toEqual(["server busy", "database gone"]);
    stop();
  });

  it("never starts a check while the previous one is still running", async () => {
    let release: (v: string) => void = () => undefined;
    const read = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const stop = watchDataVersion({ read, onChange: jest.fn(), intervalMs: 1000 });
    jest.advanceTimersByTime(3000);
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    release("1");
    await settle();
    jest.advanceTimersByTime(1000);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });

  it("stops polling when stopped", async () => {
    const read = jest.fn(async () => "1");
    const stop = watchDataVersion({ read, onChange: jest.fn(), intervalMs: 1000 });
    await settle();
    stop();
    jest.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
