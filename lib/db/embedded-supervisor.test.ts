import { superviseEmbeddedServer } from "./embedded-supervisor";

describe("superviseEmbeddedServer", () => {
  afterEach(() => jest.restoreAllMocks());

  it("restarts a dead server, backs off (doubling, capped) while restarts fail, and does nothing once stopped", async () => {
    let clock = 0;
    jest.spyOn(Date, "now").mockImplementation(() => clock);
    let alive = false;
    const outcomes = [false, false, false, true];
    let attempts = 0;
    const supervisor = superviseEmbeddedServer({
      isAlive: async () => alive,
      restart: async () => {
        attempts += 1;
        if (!outcomes.shift()) throw new Error("shared memory block still in use");
        alive = true;
      },
      intervalMs: 1000,
      maxBackoffMs: 3000,
      log: () => undefined,
    });
    const attemptsAt = async (time: number) => {
      clock = time;
      await supervisor.tick();
      return attempts;
    };
    // Fails at 0 (wait 1 s), at 1000 (wait 2 s), at 3000 (wait 4 s, capped at 3 s), succeeds at 6000.
    expect([
      await attemptsAt(0),
      await attemptsAt(999),
      await attemptsAt(1000),
      await attemptsAt(2999),
      await attemptsAt(3000),
      await attemptsAt(5999),
      await attemptsAt(6000),
    ]).toEqual([1, 1, 2, 2, 3, 3, 4]);
    expect(supervisor.restarts).toBe(1);
    expect(await attemptsAt(7000)).toBe(4); // alive: nothing to do
    alive = false;
    supervisor.stop();
    expect(await attemptsAt(8000)).toBe(4);
  });
});
