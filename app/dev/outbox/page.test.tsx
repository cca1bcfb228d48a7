/** @jest-environment node */
import type { IncomingMessage } from "node:http";
import { DEV_OUTBOX_GRANT_ENV, stampDevOutboxGrant } from "@/lib/auth/dev-outbox-access";
import { stampClientAddress } from "@/lib/security/client-address/client-address";
import { trustFunction } from "@/lib/security/client-address/trust-proxy-setting";
import Page from "./page";

// Issue 34, point 1: the outbox page showed every member's reset links to anyone who could reach the server.
let requestHeaders = new Headers();
jest.mock("next/headers", () => ({ headers: async () => requestHeaders }));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));
jest.mock("@/lib/db/client", () => ({ getDatabase: () => ({ sql: null }) }));
jest.mock("@/lib/auth/service/outbox-queries", () => ({ OUTBOX_PAGE_LIMIT: 50, listOutbox: async () => [] }));

const SECRET = "a-process-secret";
const saved = { ...process.env };
const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(vars))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
};

/** What the development entry point (scripts/serve-dev.ts) does with a request, then the page's answer. */
async function visit(socket: string, sent: Record<string, string> = {}, trustProxy = "") {
  const incoming = {
    url: "/dev/outbox",
    socket: { remoteAddress: socket },
    headers: { ...sent },
  } as unknown as IncomingMessage;
  const env = {
    NEXT_PUBLIC_SUPABASE_URL: undefined,
    AUTH_DEV_OUTBOX: true,
    NODE_ENV: process.env.NODE_ENV,
    SMTP_HOST: process.env.SMTP_HOST,
  };
  const trust = trustFunction(trustProxy ? { kind: "list", list: [trustProxy] } : { kind: "none" });
  stampDevOutboxGrant(incoming, stampClientAddress(incoming, trust), env, SECRET);
  requestHeaders = new Headers(incoming.headers as Record<string, string>);
  try {
    await Page();
    return 200;
  } catch (error) {
    if (error instanceof Error && error.message === "NEXT_NOT_FOUND") return 404;
    throw error;
  }
}

describe("/dev/outbox", () => {
  beforeEach(() =>
    setEnv({
      NODE_ENV: "development",
      NEXT_PUBLIC_SUPABASE_URL: undefined,
      AUTH_DEV_OUTBOX: "1",
      SMTP_HOST: undefined,
      [DEV_OUTBOX_GRANT_ENV]: SECRET,
    }),
  );
  afterAll(() => setEnv(saved));

  it("answers a loopback client of the development server", async () => {
    expect(await visit("127.0.0.1")).toBe(200);
    expect(await visit("::1")).toBe(200);
    expect(await visit("::ffff:127.0.0.1")).toBe(200);
  });

  it("answers 404 to a client on another machine, whatever headers it sends", async () => {
    expect(await visit("203.0.113.9")).toBe(404);
    expect(await visit("192.168.1.20", { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" })).toBe(404);
    expect(await visit("203.0.113.9", { "x-fundlens-dev-outbox-grant": "guess" })).toBe(404);
    // Through a trusted proxy on this machine, the client is the one the proxy names, not the proxy.
    expect(await visit("127.0.0.1", { "x-forwarded-for": "198.51.100.4" }, "loopback")).toBe(404);
  });

  it("answers 404 to everyone when SMTP is configured or in production", async () => {
    setEnv({ SMTP_HOST: "smtp.example.in" });
    expect(await visit("127.0.0.1")).toBe(404);
    setEnv({ SMTP_HOST: undefined, NODE_ENV: "production" });
    expect(await visit("127.0.0.1")).toBe(404);
  });

  it("answers 404 without the development entry point's secret (a bare next dev)", async () => {
    setEnv({ [DEV_OUTBOX_GRANT_ENV]: undefined });
    expect(await visit("127.0.0.1")).toBe(404);
  });
});
