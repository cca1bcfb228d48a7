import { AuthError, notFound, validationFailed } from "@/lib/auth/service/auth-error";
import { errorResponse, jsonResponse } from "@/lib/auth/service/responses";
import { AUTH_ROUTES, createAuthRouter } from "@/lib/auth/service/router";
import { parseJsonBody, type AuthRequest, type AuthServiceDeps } from "@/lib/auth/service/service-context";
import { reportDatabaseFailure } from "@/lib/db/client";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "@/lib/db/database-unavailable";
import { clientAddress } from "@/lib/security/client-address/client-address";
import { hasMalformedEscape, MALFORMED_PATH_MESSAGE } from "@/lib/http/safe-decode";

export const AUTH_BASE_PATH = "/auth/v1";

export type AuthService = (request: Request) => Promise<Response>;

/** The embedded Supabase-compatible auth service: a Request in, a Response out, for paths under /auth/v1. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const route = createAuthRouter(AUTH_ROUTES);
  return async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(AUTH_BASE_PATH)
      ? url.pathname.slice(AUTH_BASE_PATH.length) || "/"
      : url.pathname;
    const method = request.method === "HEAD" ? "GET" : request.method;
    try {
      if (hasMalformedEscape(path)) throw validationFailed(MALFORMED_PATH_MESSAGE);
      const match = route(method, path);
      if (!match) throw notFound();
      if ("allowed" in match)
        throw new AuthError(405, "method_not_allowed", "Method not allowed", {}, { Allow: match.allowed.join(", ") });
      const req: AuthRequest = {
        request,
        url,
        params: match.params,
        ip: clientAddress(request.headers),
        issuer: deps.settings.issuer,
        deps,
        body: (schema) => parseJsonBody(request, schema),
      };
      try {
        return await match.handler(req);
      } finally {
        // Its transaction has ended: a committed email goes out after the answer, a rolled-back one never existed.
        if (req.mailQueued) deps.mail?.nudge();
      }
    } catch (error) {
      if (error instanceof AuthError) return errorResponse(error);
      if (isDatabaseUnavailable(error)) {
        reportDatabaseFailure(error);
        // 503 is retryable for supabase-js: a refresh is tried again later and the member stays signed in.
        return jsonResponse({ code: "service_unavailable", message: DATABASE_UNAVAILABLE_MESSAGE }, 503, {
          "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
        });
      }
      deps.log(
        `[auth] ${method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      // 500 is retryable for the client, which is right for a fault on our side (never for a client error).
      return jsonResponse(
        { code: "unexpected_failure", message: "Unexpected failure, please check server logs for more information" },
        500,
      );
    }
  };
}
