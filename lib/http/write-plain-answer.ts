import type { ServerResponse } from "node:http";
import type { PlainAnswer } from "@/lib/api/public-answer";

/**
 * An answer given as plain data (a cached public read): the extra headers, then the answer's, then the body.
 * writeHead with a list: Node writes the headers as given, without building its map of them first (setHeader and
 * that map were some 6% of a cached answer's profile). It writes them at once, so the length is given here: end()
 * would find the headers sent and choose chunked encoding.
 */
export function writePlainAnswer(
  outgoing: ServerResponse,
  answer: PlainAnswer,
  extraHeaders: readonly [string, string][],
): void {
  const lines: string[] = [];
  for (const [name, value] of extraHeaders) lines.push(name, value);
  for (const name in answer.headers) lines.push(name, answer.headers[name]!);
  if (answer.body !== null) lines.push("content-length", String(Buffer.byteLength(answer.body)));
  outgoing.writeHead(answer.status, lines);
  outgoing.end(answer.body ?? undefined);
}
