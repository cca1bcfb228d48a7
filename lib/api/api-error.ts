// One error class for the product API; the code decides the HTTP status, the message is for a person.

export const API_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export class ApiError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    code: ApiErrorCode,
    message: string,
    /** Sent as Retry-After (a 429 or a 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
  }

  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}

export function notFound(message: string): ApiError {
  return new ApiError("not_found", message);
}

export function badRequest(message: string): ApiError {
  return new ApiError("bad_request", message);
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again in a minute.";
