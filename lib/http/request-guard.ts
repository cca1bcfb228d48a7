import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { bodyLimitFor, formatLimit } from "@/lib/http/body-limits";
import { declaredLength } from "@/lib/http/bounded-body";
import { problemAnswer } from "@/lib/http/problem-answer";
import { hasMalformedEscape, MALFORMED_PATH_MESSAGE } from "@/lib/http/safe-decode";
import { writeResponse } from "@/lib/http/write-response";

/**
 * The refusal a request gets before any byte of its body is read or any handler runs, or null to go on:
 * 400 for a malformed %-escape in the path, 413 for a declared Content-Length over the path's limit, and
 * 411 for a body without Content-Length where Next.js, not our bounded reader, would read it.
 */
export function guardAnswer(pathname: string, headers: IncomingHttpHeaders): Response | null {
  const limit = bodyLimitFor(pathname);
  if (hasMalformedEscape(pathname)) return problemAnswer(limit.format, 400, MALFORMED_PATH_MESSAGE);
  const declared = declaredLength(headers["content-length"]);
  if (declared !== null && declared > limit.bytes) {
    return problemAnswer(limit.format, 413, `The request body is too large (${formatLimit(limit.bytes)} at most).`);
  }
  if (declared === null && headers["transfer-encoding"] !== undefined && !limit.streamed) {
    return problemAnswer(limit.format, 411, "Send the request body with a Content-Length.");
  }
  return null;
}

/** Writes guardAnswer's refusal (with the site's headers) and resolves true, or resolves false to go on. */
export async function refuseGuarded(incoming: IncomingMessage, outgoing: ServerResponse, headers: readonly [string, string][]): Promise<boolean> {
  const answer = guardAnswer(new URL(incoming.url ?? "/", "http://localhost").pathname, incoming.headers);
  if (!answer) return false;
  await writeResponse(incoming, outgoing, answer, headers);
  return true;
}
