// The development server (`npm run dev`): `next dev` with hot reload behind a Node HTTP server that resolves
// the client's address first, exactly as the production server does (TRUST_PROXY), so rate limits in
// development never trust a client's own X-Forwarded-For. No API dispatcher and no page cache here;
// the same refusals of malformed paths and unbounded bodies as there.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import next from "next";
import { parseAuthEnv } from "@/lib/auth/auth-env";
import { DEV_OUTBOX_GRANT_ENV, stampDevOutboxGrant } from "@/lib/auth/dev-outbox-access";
import { handleClientError } from "@/lib/http/client-error";
import { refuseBeforeNext } from "@/lib/http/request-guard";
import { appTrustProxy } from "@/lib/security/client-address/app-trust-proxy";
import { stampClientAddress } from "@/lib/security/client-address/client-address";
import { siteSecurityHeaders } from "@/lib/security/site-security-headers";

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? "0.0.0.0";
  const trustProxy = appTrustProxy();
  const securityHeaders = siteSecurityHeaders();
  // A fresh secret per process: the outbox page opens only for the loopback clients this server vouches for.
  const outboxGrant = randomBytes(32).toString("hex");
  process.env[DEV_OUTBOX_GRANT_ENV] = outboxGrant;
  const outboxEnv = { ...parseAuthEnv(), NODE_ENV: process.env.NODE_ENV, SMTP_HOST: process.env.SMTP_HOST };
  const app = next({ dev: true, dir: process.cwd(), hostname, port, turbopack: true });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((incoming, outgoing) => {
    stampDevOutboxGrant(incoming, stampClientAddress(incoming, trustProxy), outboxEnv, outboxGrant);
    // As in production: malformed %-escapes and bodies Next.js would read whole are refused first.
    refuseBeforeNext(incoming, outgoing, securityHeaders)
      .then((refused) => (refused ? undefined : handle(incoming, outgoing)))
      .catch((error: unknown) => {
        console.error("request failed", error);
        if (!outgoing.headersSent) outgoing.statusCode = 500;
        outgoing.end();
      });
  });
  server.on("clientError", (error: Error & { code?: string }, socket) =>
    handleClientError(error, socket, securityHeaders),
  );
  // Hot reload's WebSocket needs nothing here: Next.js attaches its upgrade handler to this server itself.
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.listen(port, hostname, () =>
    console.log(`▲ FundLens (development) ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
