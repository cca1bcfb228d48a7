import fc from "fast-check";
import { roundHalfUp } from "@/lib/format/rounding";
import { bestIndexes } from "./best-values";

describe("bestIndexes", () => {
  it("marks the highest or the lowest value", () => {
    expect(bestIndexes([12, 15.5, 9], "higher")).toEqual(new Set([1]));
    expect(bestIndexes([0.65, 1.6, 0.2], "lower")).toEqual(new Set([2]));
  });

  it("marks every fund that ties for best", () => {
    expect(bestIndexes([10, 12, 12], "higher")).toEqual(new Set([1, 2]));
  });

  it("compares values as shown: equal after rounding is a tie", () => {
    expect(bestIndexes([12.341, 12.344, 11], "higher")).toEqual(new Set([0, 1]));
    expect(bestIndexes([12.341, 12.346], "higher")).toEqual(new Set([1]));
    expect(bestIndexes([1.04, 1.01], "lower", 1)).toEqual(new Set());
  });

  it("handles negative values (a smaller drawdown is the higher one)", () => {
    expect(bestIndexes([-23.7, -12.1, -30], "higher")).toEqual(new Set([1]));
  });

  it("skips funds without a value", () => {
    expect(bestIndexes([null, 8, 7, Number.NaN], "higher")).toEqual(new Set([1]));
  });

  it("marks nothing when fewer than two funds have a value or all read the same", () => {
    expect(bestIndexes([], "higher")).toEqual(new Set());
    expect(bestIndexes([null, 5, null], "higher")).toEqual(new Set());
    expect(bestIndexes([5, 5, 5.001], "lower")).toEqual(new Set());
  });

  it("always marks a value no other value beats", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.double({ min: -1000, max: 1000, noNaN: true })), { maxLength: 5 }),
        fc.constantFrom("higher" as const, "lower" as const),
        (values, better) => {
          const marked = bestIndexes(values, better);
          const rounded = values.map((v) => (v === null ? null : roundHalfUp(v, 2)));
          for (const i of marked) {
            for (const other of rounded)
              if (other !== null)
                expect(better === "higher" ? rounded[i]! >= other - 1e-9 : rounded[i]! <= other + 1e-9).toBe(true);
          }
          expect(marked.size).toBeLessThan(Math.max(1, rounded.filter((v) => v !== null).length));
        },
      ),
    );
  });
});
