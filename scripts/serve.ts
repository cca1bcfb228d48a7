// The production server (run by `npm start` after the build): Next.js for the site, with the product
// API's route handlers served straight from Node's HTTP server in front of it (lib/api/node-dispatcher.ts
// says why). Same handlers, same answers; `npm run dev` leaves everything to `next dev` for hot reload.
import { createServer } from "node:http";
import next from "next";
import { createApiDispatcher } from "@/lib/api/node-dispatcher";
import { siteSecurityHeaders } from "@/lib/security/site-security-headers";

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? "0.0.0.0";
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handleWithNext = app.getRequestHandler();
  const dispatchApi = createApiDispatcher({ headers: siteSecurityHeaders() });

  const server = createServer((incoming, outgoing) => {
    dispatchApi(incoming, outgoing)
      .then((served) => (served ? undefined : handleWithNext(incoming, outgoing)))
      .catch((error: unknown) => {
        console.error("request failed", error);
        if (!outgoing.headersSent) {
          outgoing.statusCode = 500;
          outgoing.setHeader("Content-Type", "application/json; charset=utf-8");
        }
        outgoing.end(JSON.stringify({ status: "error", payload: "Something went wrong on our side. Please try again in a minute." }));
      });
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests in flight get a moment to finish; then the process goes regardless.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  server.listen(port, hostname, () => console.log(`▲ FundLens ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
