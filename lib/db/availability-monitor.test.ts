import { createAvailabilityMonitor, withDeadline } from "./availability-monitor";

const never = () => new Promise<never>(() => undefined);

describe("createAvailabilityMonitor", () => {
  it("goes down once when a probe fails or hangs past its deadline, and up once when one answers again", async () => {
    const answers: Array<() => Promise<unknown>> = [
      () => Promise.resolve(1),
      never,
      () => Promise.reject(new Error("ECONNREFUSED")),
      () => Promise.resolve(1),
    ];
    const events: string[] = [];
    let clock = 1000;
    const monitor = createAvailabilityMonitor({
      probe: () => answers.shift()!(),
      intervalMs: 1000,
      timeoutMs: 20,
      onDown: (error) => events.push(`down: ${(error as Error).message}`),
      onUp: (downFor) => events.push(`up after ${downFor}`),
      now: () => clock,
    });
    expect(await monitor.check()).toBe(true);
    expect(monitor.isDown()).toBe(false);
    expect(await monitor.check()).toBe(false);
    expect(monitor.isDown()).toBe(true);
    clock = 4000;
    expect(await monitor.check()).toBe(false);
    expect(await monitor.check()).toBe(true);
    expect(monitor.isDown()).toBe(false);
    expect(events).toEqual(["down: no answer within 20 ms", "up after 3000"]);
  });

  it("reports nothing once stopped, not even from a probe that was running (its database may be gone)", async () => {
    let fail: (error: Error) => void = () => undefined;
    let probes = 0;
    const events: string[] = [];
    const monitor = createAvailabilityMonitor({
      probe: () => ((probes += 1), new Promise((_, reject) => (fail = reject))),
      intervalMs: 1000,
      timeoutMs: 1000,
      onDown: () => events.push("down"),
      onUp: () => events.push("up"),
    });
    const running = monitor.check();
    monitor.stop();
    fail(new Error('database "scratch" does not exist'));
    await running;
    expect(await monitor.check()).toBe(true);
    expect(probes).toBe(1);
    expect(monitor.isDown()).toBe(false);
    expect(events).toEqual([]);
  });

  it("runs one probe at a time: calls during a probe share its outcome", async () => {
    let probes = 0;
    let answer: (value: unknown) => void = () => undefined;
    const monitor = createAvailabilityMonitor({
      probe: () => ((probes += 1), new Promise((resolve) => (answer = resolve))),
      intervalMs: 1000,
      timeoutMs: 1000,
    });
    const first = monitor.check();
    const second = monitor.check();
    answer(1);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(probes).toBe(1);
  });
});

describe("withDeadline", () => {
  it("passes the value through in time and rejects with the given error after the deadline", async () => {
    await expect(withDeadline(Promise.resolve(7), 50, () => new Error("late"))).resolves.toBe(7);
    await expect(withDeadline(never(), 5, () => new Error("late"))).rejects.toThrow("late");
  });
});
