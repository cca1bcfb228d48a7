import { newTotpSecret, otpauthUri, totpMatches } from "@/lib/auth/service/totp";

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890" (base32 below); at
// 1111111111 s its 8-digit code is 14050471, so the 6-digit code is the last six digits. The codes of the
// neighbouring steps come from the same seed (checked against the independent oracle in e2e/support/totp.ts).
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const AT = 1111111111 * 1000;
const CODE_AT = "050471";
const CODE_STEP_BEFORE = "081804";
const CODE_STEP_AFTER = "266759";
const CODE_TWO_STEPS_BEFORE = "731029";
const CODE_TWO_STEPS_AFTER = "306183";

describe("totpMatches", () => {
  it.each([
    [59, "287082"],
    [1234567890, "005924"],
    [2000000000, "279037"],
    [20000000000, "353130"],
  ])("at %i s accepts %s (the last six digits of the RFC 6238 vector)", (seconds, code) => {
    expect(totpMatches(code, RFC_SECRET, seconds * 1000)).toBe(true);
  });

  it("accepts the code of the current step and of one step either side, not two", () => {
    expect(totpMatches(CODE_AT, RFC_SECRET, AT)).toBe(true);
    expect(totpMatches(CODE_STEP_BEFORE, RFC_SECRET, AT)).toBe(true);
    expect(totpMatches(CODE_STEP_AFTER, RFC_SECRET, AT)).toBe(true);
    expect(totpMatches(CODE_TWO_STEPS_BEFORE, RFC_SECRET, AT)).toBe(false);
    expect(totpMatches(CODE_TWO_STEPS_AFTER, RFC_SECRET, AT)).toBe(false);
  });

  it("refuses a wrong code, a code of the wrong length or with letters, and a broken secret", () => {
    expect(totpMatches("050472", RFC_SECRET, AT)).toBe(false);
    expect(totpMatches("14050471", RFC_SECRET, AT)).toBe(false);
    expect(totpMatches("05047a", RFC_SECRET, AT)).toBe(false);
    expect(totpMatches("050471", "not base32!", AT)).toBe(false);
    expect(totpMatches("050471", "", AT)).toBe(false);
  });

  it("tolerates spaces around the code and a lower-case secret", () => {
    expect(totpMatches(" 050471 ", RFC_SECRET, AT)).toBe(true);
    expect(totpMatches(CODE_AT, RFC_SECRET.toLowerCase(), AT)).toBe(true);
  });
});

describe("newTotpSecret", () => {
  it("is 160 bits in base32 (32 characters) and different each time", () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });
});

describe("otpauthUri", () => {
  it("names issuer and account and carries the parameters authenticator apps read", () => {
    const uri = otpauthUri("FundLens", "asha@example.in", "JBSWY3DPEHPK3PXP");
    expect(uri).toBe(
      "otpauth://totp/FundLens:asha%40example.in?algorithm=SHA1&digits=6&issuer=FundLens&period=30&secret=JBSWY3DPEHPK3PXP",
    );
  });
});
