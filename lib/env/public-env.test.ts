import { parseGaId, siteUrl } from "@/lib/env/public-env";

const DEFAULT_SITE_URL = "http://localhost:3000";

describe("parseGaId", () => {
  it("treats a missing or blank id as analytics switched off, without an error", () => {
    expect(parseGaId(undefined)).toEqual({ ok: false, reason: null });
    expect(parseGaId("   ")).toEqual({ ok: false, reason: null });
  });

  it("accepts a GA4 measurement id and trims it", () => {
    expect(parseGaId(" G-AB12CD34EF ")).toEqual({ ok: true, id: "G-AB12CD34EF" });
  });

  it.each(["UA-12345-1", "G-", "g-ab12cd34", "G-AB12 CD", "G-<script>"])(
    "rejects %s with a reason naming the variable",
    (raw) => {
      const result = parseGaId(raw);
      expect(result.ok).toBe(false);
      expect(result.ok === false && result.reason).toContain("NEXT_PUBLIC_GA_ID");
    },
  );
});

describe("siteUrl", () => {
  afterEach(() => jest.restoreAllMocks());

  it("defaults to localhost:3000 in development without a warning", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(siteUrl(undefined, "development", {})).toBe(DEFAULT_SITE_URL);
    expect(siteUrl("  ", "test", {})).toBe("http://localhost:3000");
    expect(warn).not.toHaveBeenCalled();
  });

  it("defaults to localhost:3000 in production too, with a warning naming the variable", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(siteUrl(undefined, "production", {})).toBe(DEFAULT_SITE_URL);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("NEXT_PUBLIC_SITE_URL"));
  });

  it("accepts an http(s) address, trimmed and without trailing slashes", () => {
    expect(siteUrl(" https://fundlens.example.in/ ", "production")).toBe("https://fundlens.example.in");
    expect(siteUrl("http://127.0.0.1:3122", "production")).toBe("http://127.0.0.1:3122");
  });

  it.each(["fundlens.in", "ftp://fundlens.in", "not a url", "javascript:alert(1)"])(
    "ignores %s with an error",
    (raw) => {
      const error = jest.spyOn(console, "error").mockImplementation(() => {});
      expect(siteUrl(raw, "production", {})).toBe(DEFAULT_SITE_URL);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("NEXT_PUBLIC_SITE_URL"));
    },
  );

  it("defaults to the port (and loopback host) this server serves on, not to 3000", () => {
    expect(siteUrl(undefined, "development", { PORT: "3107" })).toBe("http://localhost:3107");
    expect(siteUrl(undefined, "development", { PORT: "3107", HOSTNAME: "127.0.0.1" })).toBe("http://127.0.0.1:3107");
    expect(siteUrl(undefined, "development", { PORT: "3107", HOSTNAME: "0.0.0.0" })).toBe("http://localhost:3107");
  });

  it("reads NEXT_PUBLIC_SITE_URL as the process has it when called, so a build does not fix it", () => {
    const before = process.env.NEXT_PUBLIC_SITE_URL;
    try {
      process.env.NEXT_PUBLIC_SITE_URL = "http://127.0.0.1:3201/";
      expect(siteUrl()).toBe("http://127.0.0.1:3201");
      process.env.NEXT_PUBLIC_SITE_URL = "https://fundlens.example.in";
      expect(siteUrl()).toBe("https://fundlens.example.in");
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
      else process.env.NEXT_PUBLIC_SITE_URL = before;
    }
  });
});
