import { bodyLimitFor, DEFAULT_BODY_LIMIT, formatLimit, JSON_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";

describe("bodyLimitFor", () => {
  it("gives the API and the auth service 64 KB of JSON, in their own formats", () => {
    expect(JSON_BODY_LIMIT_BYTES).toBe(65_536);
    expect(bodyLimitFor("/api/v1/watchlists")).toEqual({ prefix: "/api/v1/", bytes: 65_536, format: "api" });
    expect(bodyLimitFor("/auth/v1/token")).toEqual({ prefix: "/auth/v1/", bytes: 65_536, format: "auth" });
  });

  it("gives the statement upload 8 MB, ahead of the API's 64 KB", () => {
    expect(bodyLimitFor("/api/v1/portfolio/statements/preview")).toMatchObject({
      bytes: 8 * 1024 * 1024,
      format: "api",
    });
    expect(bodyLimitFor("/api/v1/portfolio/transactions").bytes).toBe(65_536);
  });

  it("gives every other path the default, as a page", () => {
    expect(bodyLimitFor("/portfolio")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/api/v10/x")).toBe(DEFAULT_BODY_LIMIT);
    expect(DEFAULT_BODY_LIMIT.format).toBe("page");
  });

  it("names a limit as a person reads it", () => {
    expect(formatLimit(65_536)).toBe("64 KB");
    expect(formatLimit(10 * 1024 * 1024)).toBe("10 MB");
  });
});
