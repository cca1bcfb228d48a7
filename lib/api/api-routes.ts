import { API_ENDPOINTS } from "@/lib/api/endpoints";
import { failure } from "@/lib/api/envelope";
import { createRouteMatcher, type ApiRoute } from "@/lib/api/route-match";

/** Routes under /api/v1 that are not data endpoints (documents). */
export const DOCUMENT_ROUTES: readonly ApiRoute[] = [
  { method: "GET", path: "/api/v1/openapi.json" },
  { method: "GET", path: "/api/v1/docs" },
];

const matchApiRoute = createRouteMatcher([...API_ENDPOINTS, ...DOCUMENT_ROUTES]);

/**
 * The answer for a request under /api/v1 that no handler serves, or null to let it through: an unknown
 * path is a JSON 404 (not the site's HTML page), a known path with another method a 405 with Allow, and
 * OPTIONS a 204 listing the methods.
 */
export function apiRoutingAnswer(method: string, pathname: string): Response | null {
  const match = matchApiRoute(method, pathname);
  if (match.kind === "unknown-path") return failure(`There is no API endpoint at ${pathname}. See /api/v1/docs for the list.`, 404);
  if (match.kind === "wrong-method") {
    return failure(`${pathname} does not accept ${method}; use ${match.allow.join(" or ")}.`, 405, { headers: { Allow: match.allow.join(", ") } });
  }
  if (method === "OPTIONS") {
    const allow = ["GET", "POST", "PATCH", "DELETE"].filter((m) => matchApiRoute(m, pathname).kind === "found");
    return new Response(null, { status: 204, headers: { Allow: [...allow, ...(allow.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ") } });
  }
  return null;
}
