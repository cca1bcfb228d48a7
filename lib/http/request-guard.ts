import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { bodyLimitFor, formatLimit } from "@/lib/http/body-limits";
import { declaredLength } from "@/lib/http/bounded-body";
import { problemAnswer } from "@/lib/http/problem-answer";
import { requestUrlOf } from "@/lib/http/node-request";
import { hasMalformedEscape, MALFORMED_PATH_MESSAGE } from "@/lib/http/safe-decode";
import { writeResponse } from "@/lib/http/write-response";

export const NOT_A_PATH_MESSAGE = "The request target is not a path on this site.";

/**
 * The refusal a request gets before any byte of its body is read or any handler runs, or null to go on:
 * 400 for a malformed %-escape in the path, 413 for a declared Content-Length over the path's limit, and,
 * when Next.js will serve it (`forNext`), 411 for a body without Content-Length: with proxy.ts present,
 * Next.js reads every request body to its end before the handler runs, so only a declared length bounds it.
 */
export function guardAnswer(pathname: string, headers: IncomingHttpHeaders, forNext: boolean): Response | null {
  const limit = bodyLimitFor(pathname);
  if (hasMalformedEscape(pathname)) return problemAnswer(limit.format, 400, MALFORMED_PATH_MESSAGE);
  const declared = declaredLength(headers["content-length"]);
  if (declared !== null && declared > limit.bytes) {
    return problemAnswer(limit.format, 413, `The request body is too large (${formatLimit(limit.bytes)} at most).`);
  }
  if (forNext && declared === null && headers["transfer-encoding"] !== undefined) {
    return problemAnswer(limit.format, 411, "Send the request body with a Content-Length.");
  }
  return null;
}

/** For a request Next.js is about to serve: writes guardAnswer's refusal (with the site's headers) and resolves true, or resolves false. */
export async function refuseBeforeNext(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  headers: readonly [string, string][],
): Promise<boolean> {
  const url = requestUrlOf(incoming);
  const answer = url
    ? guardAnswer(url.pathname, incoming.headers, true)
    : problemAnswer("page", 400, NOT_A_PATH_MESSAGE);
  if (!answer) return false;
  await writeResponse(incoming, outgoing, answer, headers);
  return true;
}
