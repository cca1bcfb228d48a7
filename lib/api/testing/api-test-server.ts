import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiDispatcher } from "@/lib/api/node-dispatcher";
import { handleClientError } from "@/lib/http/client-error";

// The API over real HTTP for integration tests: the production server's dispatcher, without Next.js.

export interface ApiTestServer {
  origin: string;
  /** Stops listening, ends every connection and resolves when no handler is running any more. */
  close: () => Promise<void>;
}

export async function startApiTestServer(): Promise<ApiTestServer> {
  const dispatch = createApiDispatcher();
  // Handlers still running: a handler goes on after its client has gone (a PDF waiting for the pool, a query), and
  // close() waits for it, since the test drops the database right after.
  const running = new Set<Promise<void>>();
  const server: Server = createServer((incoming, outgoing) => {
    const handling = dispatch(incoming, outgoing)
      .then((served) => {
        if (!served) {
          outgoing.statusCode = 501;
          outgoing.end("not an API route");
        }
      })
      .catch((error: unknown) => {
        outgoing.statusCode = 599;
        outgoing.end(String(error));
      })
      .finally(() => running.delete(handling));
    running.add(handling);
  });
  // As scripts/serve.ts: what Node cannot parse (a URL over 16 KB) is answered in the envelope.
  server.on("clientError", (error: Error & { code?: string }, socket) => handleClientError(error, socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      // fetch keeps connections alive; close() alone would wait for them to time out. A handler still reading its
      // body then fails at once; the others finish.
      server.closeAllConnections();
      await Promise.all(running);
      await closed;
    },
  };
}
