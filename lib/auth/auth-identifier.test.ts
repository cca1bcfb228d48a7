import { parseCredentials, parseEmail, parseIdentifier, parsePhone } from "./auth-identifier";

describe("parseEmail", () => {
  it("trims and lower-cases", () => {
    expect(parseEmail("  Asha@Example.COM ")).toEqual({ ok: true, value: "asha@example.com" });
  });
  it.each(["", "asha", "asha@", "@example.com", "asha@example", "a b@example.com"])("refuses %p", (raw) => {
    expect(parseEmail(raw)).toEqual({ ok: false, message: "Enter a valid email address, like name@example.com." });
  });
});

describe("parsePhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["+14155550123", "+14155550123"],
    ["(+44) 20 7946 0958", "+442079460958"],
  ])("reads %p as %s", (raw, expected) => {
    expect(parsePhone(raw)).toEqual({ ok: true, value: expected });
  });
  it.each(["", "12345", "5876543210", "+0123456789", "98765432101", "+1234567", "phone"])("refuses %p", (raw) => {
    expect(parsePhone(raw).ok).toBe(false);
  });
});

describe("parseIdentifier", () => {
  it("reads an address with @ as an email", () => {
    expect(parseIdentifier("asha@example.com")).toEqual({ ok: true, value: { email: "asha@example.com" } });
  });
  it("reads digits as a phone number", () => {
    expect(parseIdentifier("9876543210")).toEqual({ ok: true, value: { phone: "+919876543210" } });
  });
  it("explains an invalid email rather than reading it as a phone number", () => {
    expect(parseIdentifier("asha@")).toEqual({
      ok: false,
      message: "Enter a valid email address, like name@example.com.",
    });
  });
});

describe("parseCredentials", () => {
  it("says the form's missing message when either field is empty, else checks the identifier", () => {
    expect(parseCredentials("  ", "secret", "Missing!")).toEqual({ ok: false, message: "Missing!" });
    expect(parseCredentials("a@b.in", "", "Missing!")).toEqual({ ok: false, message: "Missing!" });
    expect(parseCredentials("9876543210", "secret", "Missing!")).toEqual({
      ok: true,
      value: { phone: "+919876543210" },
    });
    expect(parseCredentials("nope@", "secret", "Missing!")).toMatchObject({
      ok: false,
      message: expect.stringContaining("valid email"),
    });
  });
});
