// Supabase Auth's error format as of API version 2024-01-01: {code, message} plus the version header,
// which is what makes supabase-js read `code` as the error code. Client errors are 4xx only: the client
// treats 500-504 and 520-530 as retryable and would keep retrying a wrong password.
export const API_VERSION_HEADER = "X-Supabase-Api-Version";
export const API_VERSION = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badJson = () => new AuthError(400, "bad_json", "Could not parse request body as JSON");
export const validationFailed = (message: string) => new AuthError(400, "validation_failed", message);
export const noAuthorization = () =>
  new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
export const badJwt = (reason: string) =>
  new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
export const sessionNotFound = () =>
  new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
export const userNotFound = (status = 403) => new AuthError(status, "user_not_found", "User not found");
export const notAdmin = () => new AuthError(403, "not_admin", "User not allowed");
export const notFound = () => new AuthError(404, "not_found", "Not found");
/** Every 429 says when to try again (Retry-After, in seconds). */
export const rateLimited = (retryAfterSeconds: number, message = "Request rate limit reached") =>
  new AuthError(429, "over_request_rate_limit", message, {}, { "Retry-After": String(retryAfterSeconds) });
export const emailRateLimited = (seconds: number) =>
  new AuthError(
    429,
    "over_email_send_rate_limit",
    `For security purposes, you can only request this after ${seconds} seconds.`,
    {},
    { "Retry-After": String(seconds) },
  );
export const otpExpired = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, "weak_password", message, { weak_password: { reasons } });
}

// 424 (Failed Dependency), not 5xx: supabase-js drops the body of a 500-504 (its message and code), and the
// person must read that the email, not the sign-in, failed.
/** No SMTP and no development outbox: an email cannot go anywhere, so the flow refuses instead of pretending. */
export const emailNotConfigured = () =>
  new AuthError(
    424,
    "email_not_configured",
    "This site cannot send email yet (no mail server is configured). Please contact the site's team.",
  );
