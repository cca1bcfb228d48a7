import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiDispatcher } from "@/lib/api/node-dispatcher";
import { handleClientError } from "@/lib/http/client-error";

// The API over real HTTP for integration tests: the production server's dispatcher, without Next.js.

export interface ApiTestServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startApiTestServer(): Promise<ApiTestServer> {
  const dispatch = createApiDispatcher();
  const server: Server = createServer((incoming, outgoing) => {
    dispatch(incoming, outgoing)
      .then((served) => {
        if (!served) {
          outgoing.statusCode = 501;
          outgoing.end("not an API route");
        }
      })
      .catch((error: unknown) => {
        outgoing.statusCode = 599;
        outgoing.end(String(error));
      });
  });
  // As scripts/serve.ts: what Node cannot parse (a URL over 16 KB) is answered in the envelope.
  server.on("clientError", (error: Error & { code?: string }, socket) => handleClientError(error, socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; close() alone would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
