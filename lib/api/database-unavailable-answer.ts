import { failure } from "@/lib/api/envelope";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/db/database-unavailable";

/** 503 in the envelope, with Retry-After, never cached: what every API call answers while the database is down. */
export function databaseUnavailableAnswer(message = DATABASE_UNAVAILABLE_MESSAGE): Response {
  return failure(message, 503, {
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
