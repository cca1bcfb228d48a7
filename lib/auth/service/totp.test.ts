import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUri, totpCode, totpMatches } from "@/lib/auth/service/totp";

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8-digit codes.
const RFC_SEED = Buffer.from("12345678901234567890", "ascii");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

// RFC 4226 appendix D: HOTP values for counters 0-9 with the same seed, 6 digits.
const HOTP_VECTORS = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];

describe("hotp", () => {
  it.each(HOTP_VECTORS.map((code, counter) => [counter, code] as const))("counter %i gives %s (RFC 4226)", (counter, code) => {
    expect(hotp(RFC_SEED, counter)).toBe(code);
  });
});

describe("totpCode", () => {
  it.each(RFC_VECTORS)("at %i s gives %s with 8 digits (RFC 6238)", (seconds, code) => {
    expect(totpCode(RFC_SEED, seconds * 1000, 8)).toBe(code);
  });

  it.each(RFC_VECTORS)("at %i s gives the last six digits of %s with 6 digits", (seconds, code) => {
    expect(totpCode(RFC_SEED, seconds * 1000)).toBe(code.slice(2));
  });
});

describe("base32", () => {
  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("encodes %j as %s (RFC 4648 without padding) and back", (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(text);
  });

  it("decodes lower case, spaces and padding, and refuses characters outside the alphabet", () => {
    expect(base32Decode("mzxw 6ytb oi======")?.toString()).toBe("foobar");
    expect(base32Decode("MZXW1")).toBeNull();
  });

  it("encodes the RFC seed as the base32 secret authenticator apps use for it", () => {
    expect(base32Encode(RFC_SEED)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });
});

describe("totpMatches", () => {
  const secret = base32Encode(RFC_SEED);
  const at = 1111111111 * 1000;

  it("accepts the code of the current step and of one step either side, not two", () => {
    expect(totpMatches("050471", secret, at)).toBe(true);
    expect(totpMatches(totpCode(RFC_SEED, at - 30_000), secret, at)).toBe(true);
    expect(totpMatches(totpCode(RFC_SEED, at + 30_000), secret, at)).toBe(true);
    expect(totpMatches(totpCode(RFC_SEED, at - 60_000), secret, at)).toBe(false);
    expect(totpMatches(totpCode(RFC_SEED, at + 60_000), secret, at)).toBe(false);
  });

  it("refuses a wrong code, a code of the wrong length or with letters, and a broken secret", () => {
    expect(totpMatches("050472", secret, at)).toBe(false);
    expect(totpMatches("14050471", secret, at)).toBe(false);
    expect(totpMatches("05047a", secret, at)).toBe(false);
    expect(totpMatches("050471", "not base32!", at)).toBe(false);
    expect(totpMatches("050471", "", at)).toBe(false);
  });

  it("tolerates spaces around the code", () => {
    expect(totpMatches(" 050471 ", secret, at)).toBe(true);
  });
});

describe("newTotpSecret", () => {
  it("is 160 bits in base32 (32 characters) and different each time", () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });
});

describe("otpauthUri", () => {
  it("names issuer and account and carries the parameters authenticator apps read", () => {
    const uri = otpauthUri("FundLens", "asha@example.in", "JBSWY3DPEHPK3PXP");
    expect(uri).toBe("otpauth://totp/FundLens:asha%40example.in?algorithm=SHA1&digits=6&issuer=FundLens&period=30&secret=JBSWY3DPEHPK3PXP");
  });
});
