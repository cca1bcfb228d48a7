import type { Duplex } from "node:stream";
import { STATUS_CODES } from "node:http";

// Node answers a request it cannot parse (a URL over its 16 KB header limit, a bad header) itself, with an
// empty body. Our answer instead: the same status with the API envelope, and the connection closed.

const MESSAGES: Record<number, string> = {
  400: "The request could not be read (malformed HTTP).",
  408: "The request took too long to arrive.",
  413: "The request is too large.",
  431: "The request's address or headers are too long (16 KB at most).",
};

/** The status Node's parser error deserves: 431 for headers or URL over the limit, 408 for a timeout, 400 otherwise. */
export function clientErrorStatus(error: Error & { code?: string }): number {
  if (error.code === "HPE_HEADER_OVERFLOW") return 431;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  return 400;
}

/** The whole HTTP/1.1 answer for a request Node could not parse: the envelope, Connection: close. */
export function clientErrorResponse(status: number, extraHeaders: readonly [string, string][] = []): string {
  const body = JSON.stringify({ status: "error", payload: MESSAGES[status] ?? MESSAGES[400] });
  const headers: [string, string][] = [
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ["Connection", "close"],
    ...extraHeaders,
  ];
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Bad Request"}\r\n${headers.map(([n, v]) => `${n}: ${v}`).join("\r\n")}\r\n\r\n${body}`;
}

/** For server.on("clientError"): writes the answer unless the socket is gone (a reset peer gets nothing). */
export function handleClientError(
  error: Error & { code?: string },
  socket: Duplex,
  extraHeaders: readonly [string, string][] = [],
): void {
  // As Node's own handler: an answer already under way on this connection cannot be followed by another.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code === "ECONNRESET" || error.code === "EPIPE" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(clientErrorStatus(error), extraHeaders));
}
