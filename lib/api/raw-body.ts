// The JSON text a handler answered with, kept beside its Response. The Node dispatcher writes it directly
// instead of draining the Response's web stream, which costs more than the rest of a cached answer.
// Next.js ignores it and reads the stream as usual.

const RAW_BODY = Symbol.for("fundlens.rawBody");

type WithRawBody = Response & { [RAW_BODY]?: string | Buffer };

export function jsonResponse(body: string | Buffer, init: ResponseInit): Response {
  // A Buffer from Buffer.from(text) lives on an ArrayBuffer (never shared): handed over as it is, not copied.
  const response: WithRawBody = new Response(typeof body === "string" ? body : (body as Uint8Array<ArrayBuffer>), init);
  response[RAW_BODY] = body;
  return response;
}

export function rawBodyOf(response: Response): string | Buffer | undefined {
  return (response as WithRawBody)[RAW_BODY];
}
