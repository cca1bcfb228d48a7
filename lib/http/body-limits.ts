// How many bytes a request body may have, by path: the one table every reader and the production server's
// guard consult, with the format a refusal is written in.

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export type AnswerFormat = "api" | "auth" | "page";

export interface BodyLimit {
  prefix: string;
  bytes: number;
  format: AnswerFormat;
}

export const BODY_LIMITS: readonly BodyLimit[] = [
  { prefix: "/api/v1/", bytes: JSON_BODY_LIMIT_BYTES, format: "api" },
  { prefix: "/auth/v1/", bytes: JSON_BODY_LIMIT_BYTES, format: "auth" },
  // A file upload goes here with its own limit, before the catch-all below, e.g. the CAS PDF upload:
  // { prefix: "/portfolio/import", bytes: 10 * 1024 * 1024, format: "page" },
];

/** Everything else: pages (a Next.js server action, should one be added) and the site's other routes. */
export const DEFAULT_BODY_LIMIT: BodyLimit = { prefix: "/", bytes: JSON_BODY_LIMIT_BYTES, format: "page" };

export function bodyLimitFor(pathname: string): BodyLimit {
  return BODY_LIMITS.find((limit) => pathname.startsWith(limit.prefix)) ?? DEFAULT_BODY_LIMIT;
}

export function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
