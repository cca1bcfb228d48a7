import { formatLimit } from "@/lib/http/body-limits";

// Reads a request body chunk by chunk and stops at the limit, so no body costs more memory than the limit:
// Request.text() and friends read everything first.

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is too large (${formatLimit(limit)} at most).`);
    this.name = "BodyTooLargeError";
  }
}

/** The declared Content-Length, or null when there is none (a streamed body) or it is not a number. */
export function declaredLength(value: string | null | undefined): number | null {
  if (value == null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/** The body's bytes, at most `limit` of them; BodyTooLargeError (the stream cancelled) beyond that. */
export async function readBoundedBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = declaredLength(request.headers.get("content-length"));
  if (declared !== null && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (malformed bytes become U+FFFD, as in Request.text()), at most `limit` bytes. */
export async function readBoundedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBoundedBytes(request, limit));
}
