import { disclosedTer } from "@/lib/funds/facts/disclosed-ter";

describe("disclosedTer", () => {
  it.each([
    [0.04, 0.04],
    [2.25, 2.25],
    [0, null],
    [-0.1, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])("%s -> %s", (value, expected) => {
    expect(disclosedTer(value)).toBe(expected);
  });
});
