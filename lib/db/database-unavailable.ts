// What "the database cannot answer" looks like, so every boundary (API, health check, pages) can answer
// 503 with Retry-After instead of a 500. No server imports: app/error.tsx reads the digest in the browser.

export const DATABASE_UNAVAILABLE_MESSAGE = "The fund database is unavailable right now. Please try again in a minute.";

/** Seconds a client is asked to wait (Retry-After) while the database is down. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Next.js passes a thrown error's own `digest` to the error boundary; this one names a database outage. */
export const DATABASE_UNAVAILABLE_DIGEST = "FUNDLENS_DATABASE_UNAVAILABLE";

export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
  readonly code = DATABASE_UNAVAILABLE_DIGEST;

  constructor(reason = "the database is not answering", options?: { cause?: unknown }) {
    super(`Database unavailable: ${reason}`, options);
    this.name = "DatabaseUnavailableError";
  }
}

// postgres-js connection failures (its own codes and Node's socket errors) and the server's own
// "going away / not ready / too slow" SQLSTATEs: 57P01-57P03 shutdown or start-up, 53300 too many
// connections, 57014 a statement cancelled (statement_timeout).
const CONNECTION_CODES = new Set([
  DATABASE_UNAVAILABLE_DIGEST,
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** Whether the error is ours: the monitor already knows the database is down (and logged it). */
export function isKnownOutage(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === DATABASE_UNAVAILABLE_DIGEST
  );
}

/**
 * Whether an error means the database could not answer (as opposed to a bug or bad input). By code, not
 * only by class: the production server loads this module twice (its own copy and Next.js's bundle).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string") return false;
  return CONNECTION_CODES.has(code) || SERVER_CODES.has(code);
}
