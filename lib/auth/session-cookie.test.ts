import { AUTH_COOKIE_NAME } from "@/lib/auth/auth-config";
import { sessionCookieOptions } from "./session-cookie";
import { setSiteUrl } from "@/lib/env/testing/set-site-url";

describe("sessionCookieOptions", () => {
  it.each([
    ["https://fundlens.example", true],
    ["https://www.fundlens.example:8443", true],
    ["http://localhost:3000", false],
    ["http://127.0.0.1:3100", false],
  ])("for the site %s sets Secure: %s", (site, secure) => {
    expect(sessionCookieOptions(site)).toEqual({ name: AUTH_COOKIE_NAME, secure });
  });
  it("follows NEXT_PUBLIC_SITE_URL by default", () => {
    const saved = process.env.NEXT_PUBLIC_SITE_URL;
    try {
      setSiteUrl("https://fundlens.example");
      expect(sessionCookieOptions().secure).toBe(true);
      setSiteUrl(undefined);
      expect(sessionCookieOptions().secure).toBe(false);
    } finally {
      setSiteUrl(saved);
    }
  });
});
