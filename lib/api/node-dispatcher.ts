import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { API_ROUTES, apiMethod, routingAnswerOf, type ApiRoute } from "@/lib/api/api-routes";
import type { ApiHandler } from "@/lib/api/handle-endpoint";
import { declaredLength } from "@/lib/http/bounded-body";
import { createPathRouter } from "@/lib/http/path-router";
import { appTrustProxy } from "@/lib/security/client-address/app-trust-proxy";
import { stampClientAddress } from "@/lib/security/client-address/client-address";
import { requestUrlOf, webRequestOf } from "@/lib/http/node-request";
import { guardAnswer } from "@/lib/http/request-guard";
import { writePlainAnswer } from "@/lib/http/write-plain-answer";
import { writeResponse } from "@/lib/http/write-response";

// Serves the /api/v1 route handlers (the same modules Next.js compiles from app/api/v1, found by their
// file path) straight from Node's HTTP server, with the routing answers of proxy.ts. The production
// server puts it in front of Next.js for the API only: Next's request pipeline costs about 4 ms of CPU
// per call on this 2-core machine, which capped the API at 250-300 requests/s (docs/serving.md).

type Handler = ((
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response) &
  Pick<ApiHandler, "readPublic">;

/** A GET or HEAD that sends no body: what a public read's fast path takes. */
function bodiless(incoming: IncomingMessage): boolean {
  return (
    (incoming.method === "GET" || incoming.method === "HEAD") &&
    incoming.headers["transfer-encoding"] === undefined &&
    (declaredLength(incoming.headers["content-length"]) ?? 0) === 0
  );
}

interface ServedRoute extends ApiRoute {
  /** Null for a page (Next.js renders it). */
  handler: Handler | null;
}

function loadRoutes(appDir: string): ServedRoute[] {
  return API_ROUTES.map((route) => {
    if (route.page) return { ...route, handler: null };
    const file = path.join(appDir, `${route.path.replace(/\/$/, "").replace(/\{(\w+)\}/g, "[$1]")}/route.ts`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- route modules are found at run time
    const handler = (require(file) as Record<string, Handler | undefined>)[route.method];
    if (!handler) throw new Error(`${file} does not export ${route.method}`);
    return { ...route, handler };
  });
}

export interface ApiDispatcher {
  /** Serves the request when it is an API call and resolves true; resolves false to leave it to Next.js. */
  (incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean>;
}

export function createApiDispatcher(
  options: { appDir?: string; headers?: readonly [string, string][] } = {},
): ApiDispatcher {
  const matchRoute = createPathRouter(loadRoutes(options.appDir ?? path.join(process.cwd(), "app")));
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
    // One pass over the routes on the hot path: the handler, else the routing answer.
    const match = matchRoute(apiMethod(method), url.pathname);
    const routing = routingAnswerOf(match, method, url.pathname);
    if (routing) {
      await writeResponse(incoming, outgoing, routing, headers);
      return true;
    }
    if (match.kind === "found" && match.route.handler) {
      // Malformed escapes were refused above, so every parameter decodes.
      const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, value ?? ""]));
      const address = stampClientAddress(incoming, appTrustProxy());
      const readPublic = match.route.handler.readPublic;
      if (readPublic && bodiless(incoming)) {
        const ifNoneMatch = incoming.headers["if-none-match"] ?? null;
        const answer = await readPublic({ url, params, address, ifNoneMatch });
        if (answer instanceof Response) await writeResponse(incoming, outgoing, answer, headers);
        else writePlainAnswer(outgoing, answer, headers);
        return true;
      }
      // The body stays unread until the handler asks (a member call verifies the token first), and stops at the limit.
      const request = webRequestOf(incoming, url);
      const answer = await match.route.handler(request, { params: Promise.resolve(params) });
      await writeResponse(incoming, outgoing, answer, headers);
      return true;
    }
    return false; // a page under /api/v1 (the reference at /api/v1/docs): Next.js renders it
  };
}
