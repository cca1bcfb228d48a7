import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { AUTH_BASE_PATH, createAuthService } from "@/lib/auth/service/auth-service";
import { stampClientAddress } from "@/lib/security/client-address/client-address";
import { trustFunction, type TrustProxy } from "@/lib/security/client-address/trust-proxy-setting";
import { createRateLimits, type RateLimitOptions, type RateLimits } from "@/lib/security/rate-limits/rate-limits";
import { createAuthMailSender, type AuthMailSender } from "@/lib/auth/service/mail-sender";
import type { AuthServiceSettings } from "@/lib/auth/service/service-context";
import type { Mailer } from "@/lib/mail/mailer";
import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { requestUrlOf, webRequestOf } from "@/lib/http/node-request";
import { writeResponse } from "@/lib/http/write-response";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";

// The embedded auth service on a scratch database behind a real HTTP server, so tests drive it with the
// unmodified supabase-js client exactly as the browser does. The clock is the test's to move.

export interface AuthTestServer {
  url: string;
  database: MigratedDatabase;
  keys: EmbeddedKeys;
  clock: { now: number };
  /** Lines the service logged (outbox deliveries among them). */
  log: string[];
  /** The sender of queued emails when the server was given a mailer (its drain() waits for a round). */
  mail: AuthMailSender | null;
  client: (options?: { persist?: boolean; flowType?: "implicit" | "pkce" }) => SupabaseClient;
  /** The newest development-outbox message to an address. */
  lastMessage: (recipient: string) => Promise<{ subject: string; body: string; link: string | null } | undefined>;
  admin: () => SupabaseClient;
  close: () => Promise<void>;
}

export async function startAuthTestServer(
  options: {
    settings?: Partial<AuthServiceSettings>;
    /** The limits (default: the table's, raised 100 times, in memory), or options to build them. */
    limits?: RateLimits | RateLimitOptions;
    /** Which proxies the server trusts for the client's address, as TRUST_PROXY (default: nobody). */
    trustProxy?: TrustProxy;
    /** Sends emails through this mailer (queued, after the answer) as with SMTP_HOST set. */
    mailer?: Mailer;
  } = {},
): Promise<AuthTestServer> {
  const database = await createMigratedDatabase();
  const keys = await loadOrCreateKeys(database.sql);
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const log: string[] = [];
  // The service's public address (its issuer, the base of emailed links) is this server's: known once it listens.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const logLine = (line: string) => void log.push(line);
  const mail = options.mailer
    ? createAuthMailSender({ sql: database.sql, mailer: options.mailer, now, log: logLine })
    : null;
  const service = createAuthService({
    sql: database.sql,
    keys: async () => keys,
    settings: {
      autoconfirm: true,
      outbox: true,
      siteUrl: "http://localhost:3999",
      issuer: `${origin}${AUTH_BASE_PATH}`,
      google: { jwksUrl: "http://127.0.0.1:9/jwks", issuer: "https://accounts.google.com" },
      ...options.settings,
    },
    limits:
      options.limits && "consume" in options.limits
        ? options.limits
        : createRateLimits({ authMultiplier: 100, ...options.limits }),
    mail,
    now,
    log: logLine,
  });
  const trust = trustFunction(options.trustProxy ?? { kind: "none" });
  server.on("request", (incoming: IncomingMessage, outgoing: ServerResponse) => {
    // As the production server does: the client's address from the socket, or from a trusted proxy.
    stampClientAddress(incoming, trust);
    // The body is read by the service as it needs it, bounded as in production (lib/http/node-request.ts).
    void service(webRequestOf(incoming, requestUrlOf(incoming, origin)!)).then((response) =>
      writeResponse(incoming, outgoing, response),
    );
  });
  const make = (key: string, persist = false, flowType: "implicit" | "pkce" = "implicit") => {
    // A storage per client: the PKCE code verifier and a persisted session live there, as in a browser tab.
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    };
    return createClient(origin, key, {
      auth: { persistSession: persist, autoRefreshToken: false, detectSessionInUrl: false, flowType, storage },
      realtime: { transport: WebSocket as never },
    });
  };
  return {
    url: origin,
    database,
    keys,
    clock,
    log,
    mail,
    client: (o) => make(keys.anonKey, o?.persist, o?.flowType),
    lastMessage: async (recipient) => {
      const [row] = await database.sql<{ subject: string; body: string; link: string | null }[]>`
        select subject, body, link from auth.dev_outbox where recipient = ${recipient} order by id desc limit 1`;
      return row;
    },
    admin: () => make(keys.serviceRoleKey),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mail?.stop();
      await database.drop();
    },
  };
}
