import { isValidIndianIsin, readIsinField } from "./isin";
import { isinCheckDigit } from "@/lib/ingest/isin";

describe("isinCheckDigit", () => {
  it.each([
    ["INF209KA12Z", 1],
    ["INF846K01CU", 0],
    ["INF200K01QV", 8],
    ["US037833100", 5], // Apple, the usual worked example of the ISIN check digit
    ["AU0000XVGZA", 3],
  ])("%s -> %i", (body, digit) => {
    expect(isinCheckDigit(body)).toBe(digit);
  });

  it("returns -1 for a character outside 0-9 and A-Z", () => {
    expect(isinCheckDigit("INF209ka12Z")).toBe(-1);
  });
});

describe("isValidIndianIsin", () => {
  it.each(["INF209KA12Z1", "INF209KA13Z9", "INF846K01CU0", "INF200K01QV8", "INF179K01BE2", "INF0QA701649"])(
    "accepts %s",
    (isin) => {
      expect(isValidIndianIsin(isin)).toBe(true);
    },
  );

  it.each([
    ["INF209KA12Z2", "wrong check digit"],
    ["US0378331005", "valid ISIN, not Indian"],
    ["INF174K01VSI", "letter as check digit (real file)"],
    ["INF174K1TA2", "11 characters (real file)"],
    ["INF769K01PB", "11 characters (real file)"],
    ["HDFCNIVODG", "not an ISIN (real file)"],
    ["Redeemed", "text (real file)"],
    ["inf209ka12z1", "lower case"],
    ["INF209KA12Z1 ", "trailing space"],
  ])("rejects %p (%s)", (value) => {
    expect(isValidIndianIsin(value)).toBe(false);
  });
});

describe("readIsinField", () => {
  it.each([
    ["", { kind: "missing" }],
    ["-", { kind: "missing" }],
    ["INF209KA12Z1", { kind: "valid", isin: "INF209KA12Z1" }],
    ["Redeemed", { kind: "malformed", value: "Redeemed" }],
    ["INF74KA1ZG6", { kind: "malformed", value: "INF74KA1ZG6" }],
  ])("%p -> %p", (field, expected) => {
    expect(readIsinField(field)).toEqual(expected);
  });
});
