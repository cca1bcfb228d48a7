import {
  BLOCKED_NUMERIC_KEYS,
  formatNumericInput,
  isBlockedNumericKey,
  parseNumericInput,
  sanitizeNumericInput,
} from "@/lib/format/numeric-input";

describe("sanitizeNumericInput", () => {
  it.each([
    ["12,34,567.5", "1234567.5"],
    ["1,234,567.5", "1234567.5"],
    ["1 234 567", "1234567"],
    ["1.2.3", "1.23"],
    ["-45", "45"],
    ["-0.5", "0.5"],
    ["+5", "5"],
    ["1e5", "15"],
    ["1E-5", "15"],
    ["abc", ""],
    ["", ""],
    ["   ", ""],
    [".", "."],
    ["..5", ".5"],
    [".5.", ".5"],
    ["12.", "12."],
    ["0.5", "0.5"],
    ["007", "007"],
    ["₹1,234", "1234"],
    ["12%", "12"],
    ["१२३", ""],
    ["１２３", ""],
    ["\u00a01\u00a0000", "1000"],
  ])("%p -> %p", (raw, expected) => {
    expect(sanitizeNumericInput(raw)).toBe(expected);
  });
});

describe("parseNumericInput", () => {
  it.each([
    ["", null],
    [".", null],
    ["abc", null],
    ["-", null],
    ["12,34,567.5", 1234567.5],
    ["1.2.3", 1.23],
    ["-45", 45],
    ["1e5", 15],
    ["1.", 1],
    [".5", 0.5],
    ["007", 7],
    ["0", 0],
    ["0.00", 0],
    ["100000", 100000],
    ["9".repeat(400), null],
  ])("%p -> %p", (raw, expected) => {
    expect(parseNumericInput(raw)).toBe(expected);
  });
});

describe("formatNumericInput", () => {
  it.each([
    ["", ""],
    ["abc", ""],
    ["0", "0"],
    ["000", "0"],
    ["007", "7"],
    ["0001000", "1,000"],
    ["0.5", "0.5"],
    ["00.50", "0.50"],
    [".", "0."],
    [".5", "0.5"],
    ["1234", "1,234"],
    ["1234.", "1,234."],
    ["1234.5", "1,234.5"],
    ["1234.50", "1,234.50"],
    ["1234.5678", "1,234.5678"],
    ["100000", "1,00,000"],
    ["1234567.891", "12,34,567.891"],
    ["12,34,567", "12,34,567"],
    ["1,234,567", "12,34,567"],
    ["-1234", "1,234"],
    ["1.2.3", "1.23"],
    ["1e5", "15"],
    ["1000000000000000", "1,00,00,00,00,00,00,000"],
  ])("%p -> %p", (raw, expected) => {
    expect(formatNumericInput(raw)).toBe(expected);
  });

  it.each(["1234.", "1,234.50", "12,34,567", "0.5", "007"])("is stable when fed its own output (%p)", (raw) => {
    const once = formatNumericInput(raw);
    expect(formatNumericInput(once)).toBe(once);
  });
});

describe("BLOCKED_NUMERIC_KEYS", () => {
  it("blocks minus, plus and exponent keys", () => {
    expect(BLOCKED_NUMERIC_KEYS).toEqual(["-", "+", "e", "E"]);
  });

  it.each([
    ["-", true],
    ["+", true],
    ["e", true],
    ["E", true],
    [".", false],
    ["0", false],
    ["9", false],
    ["Backspace", false],
    ["ArrowLeft", false],
    ["Enter", false],
  ])("isBlockedNumericKey(%p) -> %p", (key, expected) => {
    expect(isBlockedNumericKey(key)).toBe(expected);
  });
});

describe("a signed field (a return filter, whose values may be below zero)", () => {
  it.each([
    ["-4.71", "-4.71", -4.71, "-4.71"],
    ["\u22121234.5", "-1234.5", -1234.5, "-1,234.5"],
    ["  -0.50", "-0.50", -0.5, "-0.50"],
    ["-", "-", null, "-"],
    ["-.", "-.", null, "-0."],
    ["-0", "-0", 0, "-0"],
    ["5-3", "53", 53, "53"],
    ["12,34,567", "1234567", 1234567, "12,34,567"],
  ])("%j: sanitized %j, parsed %p, shown %j", (raw, sanitized, parsed, shown) => {
    expect(sanitizeNumericInput(raw, true)).toBe(sanitized);
    expect(parseNumericInput(raw, true)).toBe(parsed);
    expect(formatNumericInput(raw, true)).toBe(shown);
  });

  it("an unsigned field still drops the minus", () => {
    expect(parseNumericInput("-4.71")).toBe(4.71);
    expect(formatNumericInput("-4.71")).toBe("4.71");
  });

  it("only a signed field lets the minus key through", () => {
    expect(isBlockedNumericKey("-")).toBe(true);
    expect(isBlockedNumericKey("-", true)).toBe(false);
    expect(isBlockedNumericKey("e", true)).toBe(true);
  });
});
