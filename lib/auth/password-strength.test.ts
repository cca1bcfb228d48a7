import { characterClasses, passwordStrength } from "./password-strength";

describe("characterClasses", () => {
  it.each([
    ["", 0],
    ["abc", 1],
    ["ABC", 1],
    ["123", 1],
    ["!@ ", 1],
    ["aB", 2],
    ["a1", 2],
    ["aB1", 3],
    ["aB1!", 4],
    ["पासवर्ड", 1],
  ])("%p has %i kinds", (password, expected) => {
    expect(characterClasses(password)).toBe(expected);
  });
});

describe("passwordStrength", () => {
  it("is null for an empty password", () => {
    expect(passwordStrength("")).toBeNull();
  });
  it.each([
    ["a", "Weak"],
    ["aB1!aB1", "Weak"], // 7 characters of 4 kinds
    ["abcdefghijklmnop", "Weak"], // long but one kind
    ["1234567890123", "Weak"],
    ["abcdefg1", "Moderate"], // 8 characters, 2 kinds
    ["abcdefghijk1", "Moderate"], // 12 characters, 2 kinds
    ["Abcdefghij1", "Moderate"], // 11 characters, 3 kinds
    ["Abcdefg1!", "Moderate"], // 9 characters, 4 kinds
    ["Abcdefghijk1", "Strong"], // 12 characters, 3 kinds
    ["Abcdefg1!x", "Strong"], // 10 characters, 4 kinds
    ["correct horse battery 9", "Strong"],
  ])("%p is %s", (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
  it("counts characters, not UTF-16 units", () => {
    expect(passwordStrength("😀😀😀😀a1B")).toBe("Weak"); // 7 characters
  });
});
