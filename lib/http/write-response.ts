import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { rawBodyOf } from "@/lib/api/raw-body";
import { declaredLength } from "@/lib/http/bounded-body";

/** A body was sent and has not all arrived (`complete` is also false, briefly, for a request with no body at all). */
function bodyStillArriving(incoming: IncomingMessage): boolean {
  const hasBody =
    incoming.headers["transfer-encoding"] !== undefined ||
    (declaredLength(incoming.headers["content-length"]) ?? 0) > 0;
  return hasBody && !incoming.complete;
}

/** How long a closing connection goes on discarding what the client still sends (Go's server waits 500 ms). */
export const LINGER_MS = 1000;

/**
 * Node destroys a `Connection: close` socket right after the answer. With request bytes still unread the
 * kernel then sends a reset, and a client that is still uploading loses the answer (curl reports only its
 * 100 Continue). Instead the socket sends FIN after the answer, discards what still arrives, and is
 * destroyed LINGER_MS later, as Go's server and nginx's lingering_close do. Memory stays flat: nothing is kept.
 */
function lingerBeforeClose(incoming: IncomingMessage): void {
  const socket = incoming.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    incoming.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * Writes a web Response to Node's response. When the request's body was not read to its end (refused,
 * or never needed), the connection is closed after the answer, so Node does not go on reading the rest.
 */
export async function writeResponse(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  answer: Response,
  extraHeaders: readonly [string, string][] = [],
): Promise<void> {
  outgoing.statusCode = answer.status;
  for (const [name, value] of extraHeaders) outgoing.setHeader(name, value);
  answer.headers.forEach((value, name) => outgoing.setHeader(name, value));
  if (bodyStillArriving(incoming)) {
    outgoing.setHeader("Connection", "close");
    lingerBeforeClose(incoming);
  }
  const raw = rawBodyOf(answer);
  if (raw !== undefined) outgoing.end(raw);
  else outgoing.end(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
}
