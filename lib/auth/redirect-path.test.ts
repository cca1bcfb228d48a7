import fc from "fast-check";
import { OFF_SITE_SPELLINGS } from "@/lib/auth/testing/off-site-spellings";
import { afterLoginPath, DEFAULT_AFTER_LOGIN, loginPathFor, safeRedirectPath, sameOriginTarget } from "./redirect-path";

const SITE = "https://fundlens.example";

/** True when `location`, resolved as a browser resolves a Location on SITE, stays on SITE. */
function staysOnSite(location: string): boolean {
  return new URL(location, `${SITE}/login`).origin === SITE && !/^[/\\][/\\]/.test(location);
}

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/watchlist?tab=2#top", "/watchlist?tab=2#top"],
    ["/mutual-funds/mutual-fund-screener/900001?isin=INF000", "/mutual-funds/mutual-fund-screener/900001?isin=INF000"],
    ["/a/../profile", "/profile"],
    ["/./profile", "/profile"],
  ])("keeps the same-site path %s", (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each(OFF_SITE_SPELLINGS.map((raw) => [raw]))("keeps %j on the site", (raw) => {
    const path = safeRedirectPath(raw);
    if (path !== null) {
      expect(path.startsWith("/")).toBe(true);
      expect(staysOnSite(path)).toBe(true);
    }
    expect(staysOnSite(afterLoginPath(raw))).toBe(true);
  });

  it.each([
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/%2e%2e//evil.example"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["https://evil.example"],
    ["javascript:alert(1)"],
    ["/\t/evil.example"],
    [" //evil.example"],
  ])("refuses %j (after normalisation it would name another host)", (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it("keeps an encoded slash encoded: a path on this site, not a host", () => {
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirectPath("/／evil.example")).toBe("/%EF%BC%8Fevil.example");
  });

  it.each([[null], [undefined], [""], ["dashboard"], ["/x\\y"], [`/${"a".repeat(2048)}`]])("refuses %p", (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it("gives, for any mix of slashes, dots, escapes and hosts, null or a same-site path that is its own result", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      ".",
      "..",
      "%2f",
      "%2F",
      "%5c",
      "%2e",
      "%09",
      "\t",
      " ",
      "／",
      "evil.example",
      "@",
      ":",
      "http:",
      "?",
      "#",
      "a",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const path = safeRedirectPath(pieces.join(""));
        return path === null || (staysOnSite(path) && safeRedirectPath(path) === path);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("sameOriginTarget", () => {
  const origins = [SITE, "https://auth.fundlens.example"];
  it("accepts a path or an address on an allowed origin, normalised", () => {
    expect(sameOriginTarget("/reset-password", SITE, origins)?.toString()).toBe(`${SITE}/reset-password`);
    expect(sameOriginTarget("https://auth.fundlens.example/x/../y", SITE, origins)?.toString()).toBe(
      "https://auth.fundlens.example/y",
    );
  });
  it.each(OFF_SITE_SPELLINGS.map((raw) => [raw]))("refuses or keeps on an allowed origin %j", (raw) => {
    const target = sameOriginTarget(raw, SITE, origins);
    if (target) {
      expect(origins).toContain(target.origin);
      expect(target.pathname.startsWith("//")).toBe(false);
    }
  });
  it("refuses credentials, other schemes and origins", () => {
    expect(sameOriginTarget("https://user:pw@fundlens.example/", SITE, origins)).toBeNull();
    expect(sameOriginTarget("ftp://fundlens.example/", SITE, origins)).toBeNull();
    expect(sameOriginTarget("https://fundlens.example.evil.example/", SITE, origins)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it("encodes the page in the next parameter", () => {
    expect(loginPathFor("/watchlist?tab=2")).toBe("/login?next=%2Fwatchlist%3Ftab%3D2");
  });
  it("drops a page that is not a same-site path", () => {
    expect(loginPathFor("//evil.example")).toBe("/login");
    expect(loginPathFor("/.//evil.example")).toBe("/login");
  });
});

describe("afterLoginPath", () => {
  it("returns the remembered page", () => {
    expect(afterLoginPath("/profile")).toBe("/profile");
  });
  it("falls back to the dashboard for a missing or foreign page", () => {
    expect(afterLoginPath(null)).toBe(DEFAULT_AFTER_LOGIN);
    expect(afterLoginPath("https://evil.example")).toBe(DEFAULT_AFTER_LOGIN);
    expect(afterLoginPath("/.//evil.example")).toBe(DEFAULT_AFTER_LOGIN);
  });
});
