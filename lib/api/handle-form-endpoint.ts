import type { Sql } from "postgres";
import type { Endpoint } from "@/lib/api/endpoint";
import {
  errorAnswer,
  parseRequest,
  rateLimitAnswer,
  type HandlerInput,
  type RouteContext,
} from "@/lib/api/handle-endpoint";
import { respondPrivate } from "@/lib/api/public-answer";
import { clientAddress } from "@/lib/security/client-address/client-address";
import { getDatabase } from "@/lib/db/client";

/** A form handler's input: the parsed request, the database and the sender's address (for per-sender limits). */
export interface FormHandlerInput<E extends Endpoint> extends Omit<HandlerInput<E>, "sql"> {
  sql: Sql;
  address: string;
}

/**
 * Wraps an endpoint that a public form posts to: the API's rate limit, parsing with the endpoint's schemas,
 * then the handler with the sender's address; answered privately (never cached), errors as in handle().
 */
export function handleForm<E extends Endpoint>(endpoint: E, run: (input: FormHandlerInput<E>) => Promise<unknown>) {
  return async function handler(request: Request, context: RouteContext = {}): Promise<Response> {
    const limited = await rateLimitAnswer(request, endpoint);
    if (limited) return limited;
    try {
      const parsed = await parseRequest(endpoint, request, context);
      return respondPrivate(await run({ ...parsed, sql: getDatabase().sql, address: clientAddress(request.headers) }));
    } catch (error) {
      return errorAnswer(endpoint, error);
    }
  };
}
