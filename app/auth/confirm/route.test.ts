/** @jest-environment node */
import { NextRequest } from "next/server";
import { OFF_SITE_SPELLINGS } from "@/lib/auth/testing/off-site-spellings";
import { GET } from "./route";
import { setSiteUrl } from "@/lib/env/testing/set-site-url";

const exchangeCodeForSession = jest.fn();
const verifyOtp = jest.fn();
jest.mock("@/lib/auth/supabase/server", () => ({
  createClient: async () => ({ auth: { exchangeCodeForSession, verifyOtp } }),
}));

const SITE = "https://fundlens.example";
// What Next.js hands a route handler when the server listens on 0.0.0.0 (issue 19, point 10).
const BOUND = "http://0.0.0.0:3000";

function confirm(query: Record<string, string>) {
  return GET(new NextRequest(`${BOUND}/auth/confirm?${new URLSearchParams(query).toString()}`));
}

describe("GET /auth/confirm", () => {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  beforeEach(() => {
    setSiteUrl(SITE);
    exchangeCodeForSession.mockResolvedValue({ error: null });
    verifyOtp.mockResolvedValue({ error: null });
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    setSiteUrl(saved);
    jest.restoreAllMocks();
  });

  it("sends the member to the remembered page on the site's address, not the bound one", async () => {
    const response = await confirm({ code: "pkce-code", next: "/watchlist?tab=2" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${SITE}/watchlist?tab=2`);
    expect(exchangeCodeForSession).toHaveBeenCalledWith("pkce-code");
  });

  it.each(OFF_SITE_SPELLINGS.map((raw) => [raw]))("keeps next=%j on the site", async (raw) => {
    const response = await confirm({ code: "pkce-code", next: raw });
    const location = response.headers.get("location")!;
    expect(new URL(location).origin).toBe(SITE);
    expect(new URL(location).pathname.startsWith("//")).toBe(false);
  });

  it("lands a recovery link on /reset-password whatever next says", async () => {
    const response = await confirm({ token_hash: "hash", type: "recovery", next: "/.//evil.example" });
    expect(response.headers.get("location")).toBe(`${SITE}/reset-password`);
    expect(verifyOtp).toHaveBeenCalledWith({ type: "recovery", token_hash: "hash" });
  });

  it("sends a refused or malformed link to the login page on the site's address", async () => {
    exchangeCodeForSession.mockResolvedValue({ error: new Error("expired") });
    expect((await confirm({ code: "old", next: "//evil.example" })).headers.get("location")).toBe(
      `${SITE}/login?error=link-invalid`,
    );
    expect((await confirm({ next: "/dashboard" })).headers.get("location")).toBe(`${SITE}/login?error=link-invalid`);
  });
});
