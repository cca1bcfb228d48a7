import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "proxy-addr";

/**
 * The entry points that see the socket (scripts/serve.ts, scripts/serve-dev.ts, the API's Node
 * dispatcher) resolve the client's address once per request and overwrite X-Forwarded-For with that
 * single address (X-Real-IP is dropped), so everything after them, Next.js route handlers included,
 * reads one value no client can forge, through clientAddress().
 */
export const CLIENT_ADDRESS_HEADER = "x-forwarded-for";

const stamped = new WeakSet<IncomingMessage>();

/** "::ffff:203.0.113.7" (IPv4 on an IPv6 socket) as "203.0.113.7", so one client has one address. */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/** The client's address: the socket's, unless it is a trusted proxy (then what the trusted hops forwarded). */
export function resolveClientAddress(
  incoming: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string {
  const socketAddress = incoming.socket?.remoteAddress;
  if (!socketAddress) return "unknown";
  // proxy-addr walks X-Forwarded-For from the nearest hop while `trust` accepts it, as Express does; a socket
  // that is no trusted proxy (always, without TRUST_PROXY) is the answer, without reading the header.
  const address = trust(socketAddress, 0) ? proxyAddr(incoming, trust) : socketAddress;
  return isIP(address) ? canonicalAddress(address) : "unknown";
}

/** Resolves the address (once per request) and writes it where clientAddress() reads it; returns it. */
export function stampClientAddress(
  incoming: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string {
  if (!stamped.has(incoming)) {
    incoming.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(incoming, trust);
    delete incoming.headers["x-real-ip"];
    stamped.add(incoming);
  }
  return incoming.headers[CLIENT_ADDRESS_HEADER] as string;
}

/**
 * The client's address as the entry point resolved it. Several values mean the request did not come
 * through one of them (a bare `next start`): the nearest hop is taken, never the client's own first entry.
 */
export function clientAddress(headers: Headers): string {
  const values = (headers.get(CLIENT_ADDRESS_HEADER) ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const nearest = values.at(-1);
  return nearest && isIP(nearest) ? canonicalAddress(nearest) : "unknown";
}
