import { lastTerChange, terHistoryOf } from "@/lib/funds/facts/ter-runs";

const run = (value: number, from: string, to: string) => ({ value, from, to, source: "AMFI TER" });

describe("lastTerChange and terHistoryOf", () => {
  it("give no change for no history or a single value", () => {
    expect(lastTerChange([])).toBeNull();
    expect(terHistoryOf([])).toEqual({ runs: [], last_change: null });
    const one = [run(0.62, "2024-04-01", "2024-10-07")];
    expect(lastTerChange(one)).toBeNull();
    expect(terHistoryOf(one)).toEqual({ runs: one, last_change: null });
  });

  it("take the current run and the one before it, the change dated at the current run's first date", () => {
    const runs = [
      run(0.7, "2023-04-06", "2023-08-31"),
      run(0.62, "2023-09-01", "2024-01-14"),
      run(0.65, "2024-01-15", "2024-10-07"),
    ];
    expect(lastTerChange(runs)).toEqual({ previous: runs[1], current: runs[2] });
    expect(terHistoryOf(runs).last_change).toBe("2024-01-15");
  });
});
