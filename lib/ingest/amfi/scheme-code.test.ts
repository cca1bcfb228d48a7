import { parseSchemeCode } from "./scheme-code";

describe("parseSchemeCode", () => {
  it.each([
    ["119551", 119551],
    ["1", 1],
    ["0100", 100],
  ])("%p -> %i", (field, code) => {
    expect(parseSchemeCode(field)).toBe(code);
  });

  it.each(["", "0", "000", "-5", "+5", "12.0", "12a", "Scheme Code", "1234567890123456"])(
    "%p is not a scheme code",
    (field) => {
      expect(parseSchemeCode(field)).toBeNull();
    },
  );
});
