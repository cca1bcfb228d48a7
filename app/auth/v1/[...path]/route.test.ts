/** @jest-environment node */
import { GET, POST } from "./route";

describe("/auth/v1 with a real Supabase project configured", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = "https://abcdefgh.supabase.co";
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = "public-anon-key";
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it.each([
    ["GET", "/auth/v1/.well-known/jwks.json"],
    ["POST", "/auth/v1/signup"],
    ["POST", "/auth/v1/token?grant_type=password"],
  ])("answers 404 to %s %s: nothing of the embedded service is reachable", async (method, path) => {
    const handler = method === "GET" ? GET : POST;
    const response = await handler(
      new Request(`http://127.0.0.1:3000${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      }),
    );
    expect(response.status).toBe(404);
  });
});
