import type { IncomingMessage } from "node:http";
import { bodyLimitFor } from "@/lib/http/body-limits";
import { boundedNodeBody } from "@/lib/http/node-body-stream";

/** A Node request as a web Request whose body is read lazily and stops at its path's limit (lib/http/body-limits.ts). */
export function webRequestOf(incoming: IncomingMessage, origin: string): Request {
  // Joined, not resolved: a path such as //host/x must stay a path on this origin.
  const url = new URL(`${origin}${incoming.url ?? "/"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  const method = incoming.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : boundedNodeBody(incoming, bodyLimitFor(url.pathname).bytes);
  return new Request(url, { method, headers, body, duplex: "half" } as RequestInit);
}
