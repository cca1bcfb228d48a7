import { roundHalfUp, toFixedHalfUp } from "@/lib/format/rounding";

describe("roundHalfUp", () => {
  it.each([
    [1.005, 2, 1.01],
    [1.255, 2, 1.26],
    [9.995, 2, 10],
    [-1.005, 2, -1.01],
    [-1.255, 2, -1.26],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.5, 0, 1],
    [-0.5, 0, -1],
    [1.45, 1, 1.5],
    [-1.45, 1, -1.5],
    [1.44, 1, 1.4],
    [123.456, 0, 123],
    [123.456, 3, 123.456],
    [12.3456, 2, 12.35],
    [1e21, 2, 1e21],
    [Number.MAX_SAFE_INTEGER, 0, Number.MAX_SAFE_INTEGER],
  ])("roundHalfUp(%p, %p) === %p", (value, digits, expected) => {
    expect(roundHalfUp(value, digits)).toBe(expected);
  });

  it("defaults to 0 fraction digits", () => {
    expect(roundHalfUp(2.5)).toBe(3);
  });

  it("never returns -0", () => {
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("returns %p unchanged", (value) => {
    expect(roundHalfUp(value, 2)).toBe(value);
  });

  it("rejects invalid fraction digits", () => {
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 2.5)).toThrow(RangeError);
  });
});

describe("toFixedHalfUp", () => {
  it.each([
    [1.005, 2, "1.01"],
    [1.255, 2, "1.26"],
    [9.995, 2, "10.00"],
    [-9.995, 2, "-10.00"],
    [0, 2, "0.00"],
    [-0, 2, "0.00"],
    [-0.004, 2, "0.00"],
    [1e-7, 8, "0.00000010"],
    [0.000001, 8, "0.00000100"],
    [1e21, 2, "1000000000000000000000.00"],
    [1e15, 0, "1000000000000000"],
    [12.3, 3, "12.300"],
    [12.3456, 1, "12.3"],
  ])("toFixedHalfUp(%p, %p) === %p", (value, digits, expected) => {
    expect(toFixedHalfUp(value, digits)).toBe(expected);
  });

  it.each([
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [Number.NEGATIVE_INFINITY, "-Infinity"],
  ])("prints %p as %p, like toFixed", (value, expected) => {
    expect(toFixedHalfUp(value, 2)).toBe(expected);
  });
});
