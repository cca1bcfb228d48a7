import { safeDecodeURIComponent } from "@/lib/http/safe-decode";

/** A route: a method and a path whose `{name}` segments each match one path segment (OpenAPI style). */
export interface PathRoute {
  method: string;
  path: string;
}

export type PathMatch<R extends PathRoute> =
  | { kind: "found"; route: R; params: Record<string, string | null> }
  | { kind: "unknown-path" }
  | { kind: "wrong-method"; allow: string[] };

interface CompiledRoute<R> {
  route: R;
  regex: RegExp;
  names: string[];
}

function compile<R extends PathRoute>(route: R): CompiledRoute<R> {
  const names: string[] = [];
  const source = route.path
    .replace(/\/$/, "")
    .split("/")
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "([^/]+)";
    })
    .join("/");
  // A trailing slash is optional, whether the route is written with one or not.
  return { route, regex: new RegExp(`^${source}/?$`), names };
}

/**
 * The one route matcher of the product API and the auth service: the first route with the path and the
 * method, its parameters decoded (null for a malformed %-escape); else the methods the path takes
 * (table order, each once), or unknown. Methods are compared as given: HEAD or OPTIONS are the caller's rule.
 */
export function createPathRouter<R extends PathRoute>(
  routes: readonly R[],
): (method: string, pathname: string) => PathMatch<R> {
  const compiled = routes.map(compile);
  return (method, pathname) => {
    const allow: string[] = [];
    for (const { route, regex, names } of compiled) {
      const match = regex.exec(pathname);
      if (!match) continue;
      if (route.method === method)
        return {
          kind: "found",
          route,
          params: Object.fromEntries(names.map((name, i) => [name, safeDecodeURIComponent(match[i + 1]!)])),
        };
      if (!allow.includes(route.method)) allow.push(route.method);
    }
    return allow.length > 0 ? { kind: "wrong-method", allow } : { kind: "unknown-path" };
  };
}
