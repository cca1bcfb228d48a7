import {
  COMMON_PASSWORD_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  normaliseEmail,
  normalisePhone,
  passwordProblem,
} from "@/lib/auth/service/credentials";

describe("credentials", () => {
  it.each([
    ["12345", "weak_password"],
    ["k3#vQ9", null],
    ["ab€de", "weak_password"],
    ["x".repeat(72), null],
    ["x".repeat(73), "validation_failed"],
    ["€".repeat(24), null],
    ["€".repeat(25), "validation_failed"],
  ])("password %j -> %s", async (password, code) => {
    expect((await passwordProblem(password))?.code ?? null).toBe(code);
  });

  it("gives the weak_password reasons", async () => {
    expect((await passwordProblem("abc"))?.extra).toEqual({ weak_password: { reasons: ["length"] } });
  });

  it.each([
    ["password"],
    ["qwerty123"],
    ["123456"],
    ["Password"],
    ["PASSWORD"],
    ["QWERTY123"],
    ["iloveyou"],
    ["secret12"],
  ])("refuses the common password %j as Supabase does (422 weak_password, reason pwned)", async (password) => {
    const problem = await passwordProblem(password);
    expect(problem).toMatchObject({
      status: 422,
      code: "weak_password",
      message: COMMON_PASSWORD_MESSAGE,
      extra: { weak_password: { reasons: ["pwned"] } },
    });
  });

  it.each([["Correct-Horse-42"], ["Zq8!mW2#pLx7"], ["correct horse battery staple"], ["नमस्ते-दुनिया-42"]])(
    "accepts the uncommon password %j",
    async (password) => {
      expect(await passwordProblem(password)).toBeNull();
    },
  );

  it("accepts a strong random password", async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    const password = Buffer.from(bytes).toString("base64url");
    expect(await passwordProblem(password)).toBeNull();
  });

  it.each([
    ["pass\u0000word-42"],
    ["\u0000Correct-Horse-42"],
    ["Correct\tHorse42"],
    ["Correct\nHorse42"],
    ["Correct-Horse-42\u007f"],
  ])("refuses control characters in %j with a validation message", async (password) => {
    expect(await passwordProblem(password)).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: CONTROL_CHARACTER_MESSAGE,
    });
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
