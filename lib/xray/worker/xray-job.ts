import { ApiError, type ApiErrorCode } from "@/lib/api/api-error";
import type { SecurityList } from "@/lib/xray/listed-securities";
import type { XraySelectionItem } from "@/lib/xray/xray-selection";

/** What the public X-ray's worker computes: loadPublicXray's arguments but the database, which it has its own of. */
export interface XrayJob {
  items: XraySelectionItem[];
  /** The day in India the costs are judged on (todayInIndia() of the request). */
  today: string;
  securities: SecurityList;
}

/** An error as it crosses from the worker: what the server's thread needs to answer it as it would its own. */
export interface JobFailure {
  name: string;
  message: string;
  /** An ApiError's code (its status), else absent. */
  apiCode?: ApiErrorCode;
  retryAfterSeconds?: number;
  /** A driver's or the server's error code (CONNECT_TIMEOUT, 57P01, ...), which tells a database outage. */
  code?: string;
}

/** An answer as its JSON text (a string, not bytes: see CachedResponse) and ETag, or why there is none. */
export type JobResult = { id: number; text: string; etag: string } | { id: number; failure: JobFailure };

export function failureOf(error: unknown): JobFailure {
  if (error instanceof ApiError)
    return {
      name: error.name,
      message: error.message,
      apiCode: error.code,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === "string" ? { code } : {}) };
}

/** The error a failure stands for: the ApiError it was, or an Error with its name, message and code. */
export function errorOf(failure: JobFailure): Error {
  if (failure.apiCode) return new ApiError(failure.apiCode, failure.message, failure.retryAfterSeconds);
  const error = new Error(failure.message) as Error & { code?: string };
  error.name = failure.name;
  if (failure.code !== undefined) error.code = failure.code;
  return error;
}
