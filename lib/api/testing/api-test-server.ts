import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { apiRoutingAnswer } from "@/lib/api/api-routes";
import { PUBLIC_ENDPOINTS } from "@/lib/api/endpoints";

// An HTTP server for integration tests that serves the app's /api/v1 route handlers (the same modules
// `next start` serves, found by their file path) with the same routing answers as proxy.ts. It lets the
// tests speak HTTP against a scratch database without building the whole site.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

interface Route {
  method: string;
  regex: RegExp;
  names: string[];
  handler: Handler;
}

function loadRoutes(): Route[] {
  const routes: Route[] = [];
  const seen = new Set<string>();
  const documents = [{ method: "GET", path: "/api/v1/openapi.json" }];
  for (const { method, path: apiPath } of [...PUBLIC_ENDPOINTS, ...documents]) {
    const key = `${method} ${apiPath}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const trimmed = apiPath.replace(/\/$/, "");
    const file = path.join(process.cwd(), "app", `${trimmed.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route modules are found at run time
    const routeModule = require(file) as Record<string, Handler>;
    const handler = routeModule[method];
    if (!handler) throw new Error(`${file} does not export ${method}`);
    const names = [...trimmed.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const regex = new RegExp(`^${trimmed.replace(/\{\w+\}/g, "([^/]+)").replace(/\./g, "\\.")}/?$`);
    routes.push({ method, regex, names, handler });
  }
  return routes;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function send(response: ServerResponse, answer: Response): Promise<void> {
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

export interface ApiTestServer {
  origin: string;
  close: () => Promise<void>;
}

export async function startApiTestServer(): Promise<ApiTestServer> {
  const routes = loadRoutes();
  const server: Server = createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
      const method = incoming.method ?? "GET";
      const routing = apiRoutingAnswer(method, url.pathname);
      if (routing) return send(outgoing, routing);
      const asked = method === "HEAD" ? "GET" : method;
      for (const route of routes) {
        const match = route.method === asked ? route.regex.exec(url.pathname) : null;
        if (!match) continue;
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
        headers.set("x-forwarded-for", incoming.socket.remoteAddress ?? "127.0.0.1");
        const body = method === "GET" || method === "HEAD" ? undefined : new Uint8Array(await readBody(incoming));
        const answer = await route.handler(new Request(url, { method, headers, body }), { params: Promise.resolve(params) });
        return send(outgoing, answer);
      }
      return send(outgoing, Response.json({ status: "error", payload: "no handler" }, { status: 501 }));
    })().catch((error: unknown) => {
      outgoing.statusCode = 599;
      outgoing.end(String(error));
    });
  });
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
