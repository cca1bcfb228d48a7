import fc from "fast-check";
import { decodeDecimal, encodeDecimal, sameEncodedDecimal } from "./encoded-decimal";

describe("encodeDecimal / decodeDecimal", () => {
  it.each([
    ["95.4300", 954300, 4],
    ["1000", 1000, 0],
    ["0.5", 5, 1],
    ["0.0001", 1, 4],
    ["10.10", 1010, 2],
    ["123456789.012345", 123456789012345, 6],
  ])("keeps %s as written", (text, digits, scale) => {
    expect(encodeDecimal(text)).toEqual({ digits, scale });
    expect(decodeDecimal(digits, scale)).toBe(text);
  });

  it("round-trips every decimal of up to 15 digits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 6 }),
        (whole, fraction, scale) => {
          const text = scale === 0 ? String(whole) : `${whole}.${String(fraction % 10 ** scale).padStart(scale, "0")}`;
          const { digits, scale: s } = encodeDecimal(text);
          expect(decodeDecimal(digits, s)).toBe(text);
        },
      ),
    );
  });
});

describe("sameEncodedDecimal", () => {
  const same = (a: string, b: string) => {
    const x = encodeDecimal(a);
    const y = encodeDecimal(b);
    return sameEncodedDecimal(x.digits, x.scale, y.digits, y.scale);
  };
  it("treats trailing zeros as the same value, in either order", () => {
    expect(same("95.43", "95.4300")).toBe(true);
    expect(same("95.4300", "95.43")).toBe(true);
    expect(same("1000", "1000.000")).toBe(true);
  });
  it("tells different values apart", () => {
    expect(same("108.1982", "108.1983")).toBe(false);
    expect(same("95.43", "954.3")).toBe(false);
    expect(same("0.5", "0.05")).toBe(false);
  });
});
