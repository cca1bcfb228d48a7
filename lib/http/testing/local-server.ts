import { once } from "node:events";
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A Node HTTP server on a free loopback port, for tests that check what really goes over the wire.

export interface LocalServer {
  server: Server;
  port: number;
  origin: string;
  /** Ends every connection (kept alive or still sending) and stops listening. */
  close: () => Promise<void>;
}

export async function startLocalServer(listener: RequestListener): Promise<LocalServer> {
  const server = createServer(listener);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Everything a response's body sends, until it ends. */
export async function bodyOf(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
