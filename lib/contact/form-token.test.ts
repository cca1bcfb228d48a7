import { checkFormToken, hashAddress, issueFormToken } from "@/lib/contact/form-token";

const SECRET = "a".repeat(64);
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

describe("the contact form's timing token", () => {
  it("accepts its own token from 3 seconds to 2 hours after issue, each token its own", () => {
    const token = issueFormToken(SECRET, T0);
    expect(token).toMatch(/^v2\.\d{13}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(issueFormToken(SECRET, T0)).not.toBe(token);
    expect(checkFormToken(token, SECRET, T0 + 3000)).toEqual({ ok: true, issuedAtMs: T0 });
    expect(checkFormToken(token, SECRET, T0 + 2 * 3_600_000)).toEqual({ ok: true, issuedAtMs: T0 });
  });

  it("refuses a form sent sooner than 3 seconds, and one older than 2 hours", () => {
    const token = issueFormToken(SECRET, T0);
    expect(checkFormToken(token, SECRET, T0)).toEqual({ ok: false, reason: "too-fast" });
    expect(checkFormToken(token, SECRET, T0 + 2999)).toEqual({ ok: false, reason: "too-fast" });
    expect(checkFormToken(token, SECRET, T0 + 2 * 3_600_000 + 1)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a forged time, another secret's token and malformed tokens", () => {
    const token = issueFormToken(SECRET, T0);
    const backdated = token.replace(String(T0), String(T0 - 60_000));
    expect(checkFormToken(backdated, SECRET, T0 + 5000)).toEqual({ ok: false, reason: "invalid" });
    expect(checkFormToken(issueFormToken("b".repeat(64), T0), SECRET, T0 + 5000)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const [, , nonce, sig] = token.split(".");
    for (const bad of [
      "",
      "v2",
      `v1.${T0}.${sig}`,
      `v2.${T0}.${sig}`,
      `v2.${T0}.AAAAAAAAAAAAAAAA.${sig}`,
      `${token}x`,
      token.slice(0, -1),
    ]) {
      expect(checkFormToken(bad, SECRET, T0 + 5000)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(checkFormToken(`v2.${T0}.${nonce}.${sig}`, SECRET, T0 + 5000)).toMatchObject({ ok: true });
  });

  it("hashes addresses stably per secret, without revealing them", () => {
    expect(hashAddress(SECRET, "203.0.113.7")).toBe(hashAddress(SECRET, "203.0.113.7"));
    expect(hashAddress(SECRET, "203.0.113.7")).not.toBe(hashAddress(SECRET, "203.0.113.8"));
    expect(hashAddress(SECRET, "203.0.113.7")).not.toBe(hashAddress("b".repeat(64), "203.0.113.7"));
    expect(hashAddress(SECRET, "203.0.113.7")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAddress(SECRET, "203.0.113.7")).not.toContain("203");
  });
});
