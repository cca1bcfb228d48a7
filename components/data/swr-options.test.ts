import { isRetryable, retryDelayMs, SWR_OPTIONS } from "@/components/data/swr-options";
import { ApiClientError } from "@/lib/api/api-client-error";

describe("client data options", () => {
  it("backs off exponentially, capped at 30 seconds", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("retries network failures, 429 and 5xx, never other 4xx", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(new ApiClientError("x", 0))).toBe(true);
    expect(isRetryable(new ApiClientError("x", 503))).toBe(true);
    expect(isRetryable(new ApiClientError("x", 429))).toBe(true);
    expect(isRetryable(new ApiClientError("x", 400))).toBe(false);
    expect(isRetryable(new ApiClientError("x", 404))).toBe(false);
  });

  it("does not refetch on focus, keeps data fresh 5 minutes, stops after 3 retries", () => {
    expect(SWR_OPTIONS.revalidateOnFocus).toBe(false);
    expect(SWR_OPTIONS.dedupingInterval).toBe(300_000);
    jest.useFakeTimers();
    const revalidate = jest.fn();
    const retry = (count: number) =>
      SWR_OPTIONS.onErrorRetry!(new ApiClientError("x", 500), "k", {} as never, revalidate, {
        retryCount: count,
        dedupe: true,
      });
    retry(3);
    jest.advanceTimersByTime(4000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    retry(4);
    jest.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
