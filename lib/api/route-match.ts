export interface ApiRoute {
  method: string;
  path: string;
}

export type RouteMatch = { kind: "found" } | { kind: "unknown-path" } | { kind: "wrong-method"; allow: string[] };

/**
 * A route path ("/api/v1/nfo/{id}", OpenAPI style) as a regular expression: each `{name}` captures one
 * segment, and a trailing slash is optional.
 */
export function routePattern(path: string): RegExp {
  const source = path
    .replace(/\/$/, "")
    .split("/")
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? "([^/]+)" : segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/**
 * Matches a request against the API's routes (OpenAPI-style paths, `{id}` for a segment), so that an
 * unknown path or method gets the JSON envelope instead of the site's HTML 404. HEAD counts as GET;
 * OPTIONS is always allowed on a known path.
 */
export function createRouteMatcher(routes: readonly ApiRoute[]) {
  const compiled = routes.map((route) => ({ ...route, regex: routePattern(route.path) }));
  return (method: string, pathname: string): RouteMatch => {
    const methods = new Set(compiled.filter((route) => route.regex.test(pathname)).map((route) => route.method));
    if (methods.size === 0) return { kind: "unknown-path" };
    const asked = method === "HEAD" ? "GET" : method;
    if (methods.has(asked) || method === "OPTIONS") return { kind: "found" };
    return { kind: "wrong-method", allow: [...methods].sort() };
  };
}
