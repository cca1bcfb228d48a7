// The API envelope (DESIGN.md, "API conventions"): { status, payload } with the HTTP status telling
// the class of error and the payload telling a person what to do.

export type Envelope<T> = { status: "success"; payload: T } | { status: "error"; payload: string };

export function success<T>(payload: T, init?: ResponseInit): Response {
  return Response.json({ status: "success", payload } satisfies Envelope<T>, init);
}

export function failure(message: string, status: number, init?: ResponseInit): Response {
  return Response.json({ status: "error", payload: message } satisfies Envelope<never>, { ...init, status });
}
