import { OFF_SITE_SPELLINGS } from "@/lib/auth/testing/off-site-spellings";
import { siteLocation } from "./site-location";
import { setSiteUrl } from "@/lib/env/testing/set-site-url";

const SITE = "https://fundlens.example";

describe("siteLocation", () => {
  it("puts a same-site path on the configured site address", () => {
    expect(siteLocation("/login?next=%2Fwatchlist", SITE).toString()).toBe(`${SITE}/login?next=%2Fwatchlist`);
    expect(siteLocation("/a/../reset-password", "http://localhost:3000").toString()).toBe(
      "http://localhost:3000/reset-password",
    );
  });
  it.each(OFF_SITE_SPELLINGS.map((raw) => [raw]))("keeps %j on the site", (raw) => {
    expect(siteLocation(raw, SITE).origin).toBe(SITE);
  });
  it("reads NEXT_PUBLIC_SITE_URL by default", () => {
    const saved = process.env.NEXT_PUBLIC_SITE_URL;
    setSiteUrl("https://www.fundlens.example/");
    try {
      expect(siteLocation("/dashboard").toString()).toBe("https://www.fundlens.example/dashboard");
    } finally {
      setSiteUrl(saved);
    }
  });
});
