import { API_ENDPOINTS } from "@/lib/api/endpoints";
import { failure } from "@/lib/api/envelope";
import { createPathRouter, type PathMatch, type PathRoute } from "@/lib/http/path-router";

export interface ApiRoute extends PathRoute {
  /** Served by a page of Next.js (not a route handler): the production dispatcher leaves it to Next. */
  page?: true;
}

/**
 * Every route under /api/v1, the one table both servers read: Next.js's proxy (proxy.ts) for the routing
 * answers, and the production dispatcher (node-dispatcher.ts) for the handlers too, which it loads from
 * each route's file under app/api/v1.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...API_ENDPOINTS,
  { method: "GET", path: "/api/v1/openapi.json" },
  { method: "GET", path: "/api/v1/docs", page: true },
];

/** HEAD is answered as GET. */
export const apiMethod = (method: string) => (method === "HEAD" ? "GET" : method);

const matchApiRoute = createPathRouter(API_ROUTES);

/**
 * The answer for a request under /api/v1 that no route takes, or null for one that a route takes: an
 * unknown path is a JSON 404 (not the site's HTML page), a known path with another method a 405 with
 * Allow, and OPTIONS a 204 listing the methods.
 */
export function routingAnswerOf(match: PathMatch<PathRoute>, method: string, pathname: string): Response | null {
  if (match.kind === "found") return null;
  if (match.kind === "unknown-path")
    return failure(`There is no API endpoint at ${pathname}. See /api/v1/docs for the list.`, 404);
  if (method === "OPTIONS") {
    const allow = ["GET", "POST", "PATCH", "DELETE"].filter((m) => match.allow.includes(m));
    return new Response(null, {
      status: 204,
      headers: { Allow: [...allow, ...(allow.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ") },
    });
  }
  const allow = [...match.allow].sort();
  return failure(`${pathname} does not accept ${method}; use ${allow.join(" or ")}.`, 405, {
    headers: { Allow: allow.join(", ") },
  });
}

/** The routing answer for a request under /api/v1 (routingAnswerOf), matched against API_ROUTES. */
export function apiRoutingAnswer(method: string, pathname: string): Response | null {
  return routingAnswerOf(matchApiRoute(apiMethod(method), pathname), method, pathname);
}
