import type { IncomingMessage } from "node:http";
import { bodyLimitFor } from "@/lib/http/body-limits";
import { boundedNodeBody } from "@/lib/http/node-body-stream";

/** Where a Node request's path is read against: only the path matters, the host never comes from the request. */
export const LOCAL_ORIGIN = "http://localhost";

/**
 * The request's URL, its path joined to `origin` rather than resolved against it, so that "//host/x" stays
 * a path on this origin (resolving would read "host" as the host, and "//%ZZ/x" would throw). Null when the
 * request target cannot be a path at all.
 */
export function requestUrlOf(incoming: IncomingMessage, origin = LOCAL_ORIGIN): URL | null {
  const target = incoming.url ?? "/";
  if (!target.startsWith("/")) return null;
  try {
    return new URL(`${origin}${target}`);
  } catch {
    return null;
  }
}

/** A Node request as a web Request on `url` whose body is read lazily and stops at its path's limit (lib/http/body-limits.ts). */
export function webRequestOf(incoming: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  const method = incoming.method ?? "GET";
  const body =
    method === "GET" || method === "HEAD" ? undefined : boundedNodeBody(incoming, bodyLimitFor(url.pathname).bytes);
  return new Request(url, { method, headers, body, duplex: "half" } as RequestInit);
}
