// The development server (`npm run dev`): `next dev` with hot reload behind a Node HTTP server that resolves
// the client's address first, exactly as the production server does (TRUST_PROXY), so rate limits in
// development never trust a client's own X-Forwarded-For. No API dispatcher and no page cache here.
import { createServer } from "node:http";
import next from "next";
import { parseServerEnv } from "@/lib/env/server-env";
import { stampClientAddress } from "@/lib/security/client-address/client-address";
import { trustFunction } from "@/lib/security/client-address/trust-proxy-setting";

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? "0.0.0.0";
  const trustProxy = trustFunction(parseServerEnv().TRUST_PROXY);
  const app = next({ dev: true, dir: process.cwd(), hostname, port, turbopack: true });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((incoming, outgoing) => {
    stampClientAddress(incoming, trustProxy);
    void handle(incoming, outgoing);
  });
  // Hot reload's WebSocket needs nothing here: Next.js attaches its upgrade handler to this server itself.
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.listen(port, hostname, () => console.log(`▲ FundLens (development) ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
