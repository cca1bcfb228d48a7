import { GRACE_PERIOD_MS, INACTIVITY_TIMEOUT_MS, inactivityPhase } from "./inactivity";

const start = 1_700_000_000_000;

describe("inactivityPhase", () => {
  it("uses 15 minutes and 5 minutes", () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(900_000);
    expect(GRACE_PERIOD_MS).toBe(300_000);
  });
  it.each([0, 1, 60_000, 899_999])("is active after %i ms", (idle) => {
    expect(inactivityPhase(start, start + idle)).toEqual({ kind: "active" });
  });
  it.each([
    [900_000, 300],
    [900_001, 300],
    [900_999, 300],
    [901_000, 299],
    [1_140_000, 60],
    [1_199_000, 1],
    [1_199_999, 1],
  ])("warns after %i ms with %i seconds left", (idle, secondsLeft) => {
    expect(inactivityPhase(start, start + idle)).toEqual({ kind: "warning", secondsLeft });
  });
  it.each([1_200_000, 1_200_001, 86_400_000])("has expired after %i ms", (idle) => {
    expect(inactivityPhase(start, start + idle)).toEqual({ kind: "expired" });
  });
  it("treats a clock that went backwards as no idle time", () => {
    expect(inactivityPhase(start, start - 5_000)).toEqual({ kind: "active" });
  });
});
