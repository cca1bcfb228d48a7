import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { apiRoutingAnswer, DOCUMENT_ROUTES } from "@/lib/api/api-routes";
import { API_ENDPOINTS } from "@/lib/api/endpoints";
import { routePattern } from "@/lib/api/route-match";
import { appTrustProxy } from "@/lib/security/client-address/app-trust-proxy";
import { stampClientAddress } from "@/lib/security/client-address/client-address";
import { requestUrlOf, webRequestOf } from "@/lib/http/node-request";
import { guardAnswer } from "@/lib/http/request-guard";
import { safeDecodeURIComponent } from "@/lib/http/safe-decode";
import { writeResponse } from "@/lib/http/write-response";

// Serves the /api/v1 route handlers (the same modules Next.js compiles from app/api/v1, found by their
// file path) straight from Node's HTTP server, with the routing answers of proxy.ts. The production
// server puts it in front of Next.js for the API only: Next's request pipeline costs about 4 ms of CPU
// per call on this 2-core machine, which capped the API at 250-300 requests/s (README, "The product API").

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

interface Route {
  method: string;
  regex: RegExp;
  names: string[];
  handler: Handler;
}

function loadRoutes(appDir: string): Route[] {
  const routes: Route[] = [];
  const served = [...API_ENDPOINTS, ...DOCUMENT_ROUTES.filter((route) => route.path.endsWith(".json"))];
  for (const { method, path: apiPath } of served) {
    const trimmed = apiPath.replace(/\/$/, "");
    const file = path.join(appDir, `${trimmed.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- route modules are found at run time
    const handler = (require(file) as Record<string, Handler | undefined>)[method];
    if (!handler) throw new Error(`${file} does not export ${method}`);
    const names = [...trimmed.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    routes.push({ method, regex: routePattern(apiPath), names, handler });
  }
  return routes;
}

export interface ApiDispatcher {
  /** Serves the request when it is an API call and resolves true; resolves false to leave it to Next.js. */
  (incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean>;
}

export function createApiDispatcher(options: { appDir?: string; headers?: readonly [string, string][] } = {}): ApiDispatcher {
  const routes = loadRoutes(options.appDir ?? path.join(process.cwd(), "app"));
  const headers = options.headers ?? [];
  return async (incoming, outgoing) => {
    const url = requestUrlOf(incoming);
    // Not a path (serve.ts's guard answers it), or not the API's.
    if (!url?.pathname.startsWith("/api/v1/")) return false;
    const method = incoming.method ?? "GET";
    // Malformed %-escapes and over-limit Content-Lengths are refused before any handler or body read.
    const refused = guardAnswer(url.pathname, incoming.headers, false);
    if (refused) {
      await writeResponse(incoming, outgoing, refused, headers);
      return true;
    }
    const asked = method === "HEAD" ? "GET" : method;
    // The handler first: one pass over the routes on the hot path; routing answers only for what no handler takes.
    for (const route of routes) {
      const match = route.method === asked ? route.regex.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, safeDecodeURIComponent(match[i + 1]!) ?? ""]));
      stampClientAddress(incoming, appTrustProxy());
      // The body stays unread until the handler asks (a member call verifies the token first), and stops at the limit.
      const request = webRequestOf(incoming, url);
      const answer = await route.handler(request, { params: Promise.resolve(params) });
      await writeResponse(incoming, outgoing, answer, headers);
      return true;
    }
    const routing = apiRoutingAnswer(method, url.pathname);
    if (routing) {
      await writeResponse(incoming, outgoing, routing, headers);
      return true;
    }
    return false; // a page under /api/v1 (the reference at /api/v1/docs): Next.js renders it
  };
}
