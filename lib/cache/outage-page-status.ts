import type { ServerResponse } from "node:http";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/database-unavailable";

/**
 * While the database is down, a page Next.js fails with a 5xx (app/error.tsx's body, which then says the
 * database is unavailable) goes out as 503 with Retry-After: a visitor, a crawler and a load balancer
 * all learn it is temporary. Next.js sets the status before the first byte; Node writes it in writeHead.
 */
export function answerOutageAs503(response: ServerResponse, isDatabaseDown: () => boolean): void {
  const writeHead = response.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode < 500 || !isDatabaseDown()) return writeHead.call(this, statusCode, ...rest);
    this.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    this.setHeader("Cache-Control", "no-store");
    // A reason phrase given for the old status would be wrong for the new one.
    const args = typeof rest[0] === "string" ? rest.slice(1) : rest;
    return writeHead.call(this, 503, ...args);
  } as typeof response.writeHead;
}
