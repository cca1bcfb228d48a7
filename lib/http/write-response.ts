import type { IncomingMessage, ServerResponse } from "node:http";
import { rawBodyOf } from "@/lib/api/raw-body";
import { declaredLength } from "@/lib/http/bounded-body";

/** A body was sent and has not all arrived (`complete` is also false, briefly, for a request with no body at all). */
function bodyStillArriving(incoming: IncomingMessage): boolean {
  const hasBody = incoming.headers["transfer-encoding"] !== undefined || (declaredLength(incoming.headers["content-length"]) ?? 0) > 0;
  return hasBody && !incoming.complete;
}

/**
 * Writes a web Response to Node's response. When the request's body was not read to its end (refused,
 * or never needed), the connection is closed after the answer, so Node does not go on reading the rest.
 */
export async function writeResponse(incoming: IncomingMessage, outgoing: ServerResponse, answer: Response, extraHeaders: readonly [string, string][] = []): Promise<void> {
  outgoing.statusCode = answer.status;
  for (const [name, value] of extraHeaders) outgoing.setHeader(name, value);
  answer.headers.forEach((value, name) => outgoing.setHeader(name, value));
  if (bodyStillArriving(incoming)) outgoing.setHeader("Connection", "close");
  const raw = rawBodyOf(answer);
  if (raw !== undefined) outgoing.end(raw);
  else outgoing.end(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
}
