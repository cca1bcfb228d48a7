// The production server (run by `npm start` after the build): Next.js for the site, with the product
// API's route handlers served straight from Node's HTTP server in front of it (lib/api/node-dispatcher.ts
// says why). Same handlers, same answers; `npm run dev` runs scripts/serve-dev.ts (Next.js only, hot reload).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { createApiDispatcher } from "@/lib/api/node-dispatcher";
import { watchDataVersion } from "@/lib/cache/data-version-watcher";
import { dataVersionOf, readDataIdentity } from "@/lib/cache/data-identity";
import { answerOutageAs503 } from "@/lib/cache/outage-page-status";
import { createPageCache } from "@/lib/cache/serve-cached-page";
import { REVALIDATE_PAGES_PATH, REVALIDATE_TOKEN_HEADER } from "@/lib/cache/page-revalidation";
import { getDatabase, isDatabaseDown } from "@/lib/db/client";
import { parseServerEnv } from "@/lib/env/server-env";
import { parseAuthEnv } from "@/lib/auth/auth-env";
import { startContactDeliveryWorker } from "@/lib/contact/contact-delivery-worker";
import { startAuthMailDelivery } from "@/lib/auth/service/app-auth-mail";
import { startServerSchedule } from "@/lib/schedule/start-server-schedule";
import { emailDeliveryWarnings } from "@/lib/mail/delivery-warning";
import { parseMailEnv } from "@/lib/mail/mail-env";
import { handleClientError } from "@/lib/http/client-error";
import { refuseBeforeNext } from "@/lib/http/request-guard";
import { siteSecurityHeaders } from "@/lib/security/site-security-headers";
import { stampClientAddress } from "@/lib/security/client-address/client-address";
import { appTrustProxy } from "@/lib/security/client-address/app-trust-proxy";

const KEEP_ALIVE_SECONDS = 65;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? "0.0.0.0";
  // A fresh secret per process: the revalidation route answers only this server's own calls.
  const revalidateToken = randomBytes(32).toString("hex");
  process.env.FUNDLENS_REVALIDATE_TOKEN = revalidateToken;
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  const securityHeaders = siteSecurityHeaders();
  const dispatchApi = createApiDispatcher({ headers: securityHeaders });
  const env = parseServerEnv();
  for (const warning of emailDeliveryWarnings({ ...parseAuthEnv(), NODE_ENV: process.env.NODE_ENV }, parseMailEnv()))
    console.error(`\n!!! ${warning}\n`);
  const stopContactDelivery = startContactDeliveryWorker(getDatabase().sql);
  // Auth emails an earlier process left queued go out now; new ones go after each answer (its timers never hold the exit).
  startAuthMailDelivery();
  // The scheduled AMFI sync (docs/serving.md, "The scheduled sync"): every instance may run it, each run happens once.
  const stopSchedule = startServerSchedule(getDatabase().sql, env.DATABASE_URL!, env.REAL_DATA_DIR);
  const trustProxy = appTrustProxy();
  // The public pages Next.js serves from its cache, kept compressed in front of it (lib/cache/serve-cached-page.ts).
  // While the database is down (lib/db/client.ts's monitor) it keeps serving them past their age, marked STALE.
  const pageCache =
    env.PAGE_CACHE_MAX_MB > 0
      ? createPageCache({
          maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
          maxAgeMs: env.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
          staleIfErrorMs: env.PAGE_CACHE_STALE_IF_ERROR_SECONDS * 1000,
          serveStale: isDatabaseDown,
        })
      : null;
  const renderPage = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    answerOutageAs503(outgoing, isDatabaseDown);
    return pageCache
      ? pageCache.handle(incoming, outgoing, () => handleWithNext(incoming, outgoing))
      : handleWithNext(incoming, outgoing);
  };

  const server = createServer((incoming, outgoing) => {
    // Once, before anything reads it: the client's address from the socket or a trusted proxy (TRUST_PROXY).
    stampClientAddress(incoming, trustProxy);
    dispatchApi(incoming, outgoing)
      // What Next.js would read or decode badly (a malformed %-escape, a body over the limit or without a length) is refused first.
      .then(async (served) => {
        if (!served && !(await refuseBeforeNext(incoming, outgoing, securityHeaders)))
          await renderPage(incoming, outgoing);
      })
      .catch((error: unknown) => {
        console.error("request failed", error);
        if (!outgoing.headersSent) {
          outgoing.statusCode = 500;
          outgoing.setHeader("Content-Type", "application/json; charset=utf-8");
        }
        outgoing.end(
          JSON.stringify({
            status: "error",
            payload: "Something went wrong on our side. Please try again in a minute.",
          }),
        );
      });
  });

  // Keep-alive longer than the idle timeout of the load balancers in front (60 s is common), and than a client's
  // pause between two requests: with Node's default 5 s, a client can reuse a socket just as the server closes it
  // and get ECONNRESET (an end-to-end run met one after a pause of about 5 s). Headers then wait a little longer.
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;

  // Node's own answer to an unparsable request (a URL over 16 KB: 431) has an empty body; ours is the envelope.
  server.on("clientError", (error: Error & { code?: string }, socket) =>
    handleClientError(error, socket, securityHeaders),
  );

  // An import (another process) bumps the data version; the cached pages are then refreshed through
  // Next.js's own revalidation, which needs a request context, hence a call to ourselves.
  const selfUrl = `http://${hostname === "0.0.0.0" ? "127.0.0.1" : hostname}:${port}${REVALIDATE_PAGES_PATH}`;
  // It starts from the data the stored pages were checked against before this server started (scripts/start.ts).
  const stopWatching = watchDataVersion({
    read: () => readDataIdentity(getDatabase().sql),
    initial: process.env.FUNDLENS_PAGE_DATA_IDENTITY,
    onChange: async (identity) => {
      const response = await fetch(selfUrl, {
        method: "POST",
        headers: { [REVALIDATE_TOKEN_HEADER]: revalidateToken },
      });
      pageCache?.clear();
      if (!response.ok) throw new Error(`page revalidation answered ${response.status}`);
      console.log(`fund data changed (version ${dataVersionOf(identity)}): cached pages refreshed`);
    },
    intervalMs: env.DATA_VERSION_POLL_SECONDS * 1000,
    onError: (error) => console.error("page revalidation check failed", error),
  });

  const stop = () => {
    stopWatching();
    stopContactDelivery();
    void stopSchedule().catch((error: unknown) => console.error("stopping the schedule failed", error));
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests in flight get a moment to finish; then the process goes regardless.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  server.listen(port, hostname, () =>
    console.log(`▲ FundLens ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
