import type { SWRConfiguration } from "swr";
import { ApiClientError } from "@/lib/api/api-client-error";

// Data cache: stale after 5 minutes, no refetch on window focus, 3 retries with
// exponential delay capped at 30 seconds. (SWR keeps entries for the page's lifetime; there is no
// separate 10-minute garbage-collection time to set.)
export const STALE_AFTER_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(retryCount: number): number {
  return Math.min(1000 * 2 ** (retryCount - 1), MAX_RETRY_DELAY_MS);
}

/** Retry only what can succeed on a second try: network failures and 5xx/429, never a 4xx answer. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiClientError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export const SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: STALE_AFTER_MS,
  focusThrottleInterval: STALE_AFTER_MS,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (retryCount > MAX_RETRIES || !isRetryable(error)) return;
    setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
  },
};
