import {
  COMMON_PASSWORD_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  normaliseEmail,
  normalisePhone,
  passwordProblem,
} from "@/lib/auth/service/credentials";

// 72 bytes without a repeat or a sequence (a repeated character is refused as guessable).
const SEVENTY_TWO_BYTES = "Mangoes ripen in May; the 7:40 bus to Pune leaves from gate 9, not 6. Ok";
// 25 currency signs of three bytes each in UTF-8.
const CURRENCIES = "₹€£₩₽₺₴₦₱₲₵₡₫₭₮₯₠₢₣₤₥₧₨₪₸";

describe("credentials", () => {
  it.each([
    ["12345", "weak_password"],
    ["k3#vQ9", "weak_password"], // six random characters: about a million guesses
    ["k3#vQ9-Lp2", null],
    ["ab€de", "weak_password"],
    [SEVENTY_TWO_BYTES, null],
    [`${SEVENTY_TWO_BYTES}x`, "validation_failed"],
    [CURRENCIES.slice(0, 24), null],
    [CURRENCIES.slice(0, 25), "validation_failed"],
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

describe("a floor on how guessable a password is (issue 34, point 10)", () => {
  it.each([
    ["aaaaaa", "it repeats characters"],
    ["aaaaaaaa", "it repeats characters"],
    ["India@123", "a common word or name, or this site's name"],
    ["FundLens@2024", "a common word or name, or this site's name"],
    ["abcdefgh", "it is a sequence"],
    ["zxcvbnm,./", "it is a keyboard pattern"],
  ])("refuses %j, saying why (%s)", async (password, why) => {
    const problem = await passwordProblem(password);
    expect(problem).toMatchObject({
      status: 422,
      code: "weak_password",
      extra: { weak_password: { reasons: ["guessable"] } },
    });
    expect(problem?.message).toContain(why);
    expect(problem?.message).toMatch(
      /^Password is too easy to guess: .*\. Use a longer one, such as three or four unrelated words\.$/,
    );
  });

  it("counts the member's own email address as guessed", async () => {
    expect(await passwordProblem("ashwinikulkarni")).toBeNull();
    expect((await passwordProblem("ashwinikulkarni", ["ashwini.kulkarni@example.in"]))?.code).toBe("weak_password");
  });
});
