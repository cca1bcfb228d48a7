// How many bytes a request body may have, by path: the one table every reader and the production server's
// guard consult, with the format a refusal is written in.

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export type AnswerFormat = "api" | "auth" | "page";

export interface BodyLimit {
  prefix: string;
  bytes: number;
  format: AnswerFormat;
}

/** A statement PDF and its password (multipart): a CAS of many folios is a few hundred KB; 8 MB is ample. */
export const STATEMENT_UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;
export const STATEMENT_UPLOAD_PREFIX = "/api/v1/portfolio/statements";

export const BODY_LIMITS: readonly BodyLimit[] = [
  { prefix: STATEMENT_UPLOAD_PREFIX, bytes: STATEMENT_UPLOAD_LIMIT_BYTES, format: "api" },
  { prefix: "/api/v1/", bytes: JSON_BODY_LIMIT_BYTES, format: "api" },
  { prefix: "/auth/v1/", bytes: JSON_BODY_LIMIT_BYTES, format: "auth" },
];

/** Everything else: pages (a Next.js server action, should one be added) and the site's other routes. */
export const DEFAULT_BODY_LIMIT: BodyLimit = { prefix: "/", bytes: JSON_BODY_LIMIT_BYTES, format: "page" };

export function bodyLimitFor(pathname: string): BodyLimit {
  return BODY_LIMITS.find((limit) => pathname.startsWith(limit.prefix)) ?? DEFAULT_BODY_LIMIT;
}

export function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
