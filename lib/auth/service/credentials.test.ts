import { normaliseEmail, normalisePhone, passwordProblem } from "@/lib/auth/service/credentials";

describe("credentials", () => {
  it.each([
    ["12345", "weak_password"],
    ["123456", null],
    ["ab€de", "weak_password"],
    ["x".repeat(72), null],
    ["x".repeat(73), "validation_failed"],
    ["€".repeat(24), null],
    ["€".repeat(25), "validation_failed"],
  ])("password %j -> %s", (password, code) => {
    expect(passwordProblem(password)?.code ?? null).toBe(code);
  });

  it("gives the weak_password reasons", () => {
    expect(passwordProblem("abc")?.extra).toEqual({ weak_password: { reasons: ["length"] } });
  });

  it.each([
    [" Asha@Example.IN ", "asha@example.in"],
    ["a@b.co", "a@b.co"],
    ["no-at.example.in", null],
    ["a@b", null],
    ["a b@c.in", null],
    [`${"a".repeat(251)}@b.in`, null],
  ])("email %j -> %j", (raw, expected) => {
    expect(normaliseEmail(raw)).toBe(expected);
  });

  it.each([
    ["+91 98765 43210", "919876543210"],
    ["919876543210", "919876543210"],
    ["+1 (415) 555-0100", "14155550100"],
    ["0919876543210", null],
    ["+12", null],
    ["+9198765432101234", null],
    ["98765abc10", null],
  ])("phone %j -> %j", (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });
});
