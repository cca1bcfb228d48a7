import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import type { AuthEnv } from "@/lib/auth/auth-env";

/** The development outbox page: every reset link and sign-in code the embedded service would have sent. */
export const DEV_OUTBOX_PATH = "/dev/outbox";

/**
 * Set by the development entry point (scripts/serve-dev.ts) for a loopback client only, to a secret of the
 * process (DEV_OUTBOX_GRANT_ENV): the page cannot see the socket, and a header a client wrote itself must not
 * open it. Without the entry point (a bare `next dev`) there is no secret and the page is never served.
 */
export const DEV_OUTBOX_GRANT_HEADER = "x-fundlens-dev-outbox-grant";
export const DEV_OUTBOX_GRANT_ENV = "FUNDLENS_DEV_OUTBOX_GRANT";

type OutboxEnv = Pick<AuthEnv, "NEXT_PUBLIC_SUPABASE_URL" | "AUTH_DEV_OUTBOX"> & {
  NODE_ENV?: string;
  SMTP_HOST?: string;
};

/**
 * Whether the outbox page may exist at all: the embedded auth service with its outbox on, outside production,
 * and with no mail server (then emails really go out, and a page showing their links would be a second inbox).
 */
export function devOutboxPageEnabled(env: OutboxEnv): boolean {
  return (
    !env.NEXT_PUBLIC_SUPABASE_URL && env.AUTH_DEV_OUTBOX && env.NODE_ENV !== "production" && !env.SMTP_HOST?.trim()
  );
}

const loopback = proxyAddr.compile(["loopback"]);

/** 127.0.0.0/8 and ::1 (an IPv4-mapped loopback too); "unknown" is not. */
export function isLoopbackAddress(address: string): boolean {
  try {
    return loopback(address, 0);
  } catch {
    return false;
  }
}

/**
 * The entry point's part, with the client's address as it resolved it from the socket (and trusted proxies):
 * drops any grant the client sent and writes the process's secret for a loopback client of the outbox page.
 */
export function stampDevOutboxGrant(incoming: IncomingMessage, address: string, env: OutboxEnv, secret: string): void {
  delete incoming.headers[DEV_OUTBOX_GRANT_HEADER];
  const path = (incoming.url ?? "/").split("?")[0]!;
  const outboxPage = path === DEV_OUTBOX_PATH || path.startsWith(`${DEV_OUTBOX_PATH}/`);
  if (outboxPage && secret && devOutboxPageEnabled(env) && isLoopbackAddress(address))
    incoming.headers[DEV_OUTBOX_GRANT_HEADER] = secret;
}

/** The page's part: served only when enabled and the entry point granted this request. */
export function devOutboxGranted(env: OutboxEnv, headers: Headers, secret: string | undefined): boolean {
  return devOutboxPageEnabled(env) && !!secret && headers.get(DEV_OUTBOX_GRANT_HEADER) === secret;
}
