export interface FetchRetryOptions {
  timeoutMs?: number;
  attempts?: number;
  /** Delay before the second attempt; doubles each time. */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (attempt: number, reason: string, delayMs: number) => void;
  /** A POST with a JSON body (AMFI's fund-performance feed) instead of a GET. */
  postJson?: unknown;
}

/** Thrown when the host cannot be reached at all (no network, DNS failure): retrying will not help. */
export class OfflineError extends Error {
  override name = "OfflineError";
}

const OFFLINE_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "ECONNREFUSED"]);

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code ?? (error as { code?: string } | undefined)?.code;
}

/**
 * GET (or POST, with postJson) a URL's body as bytes, with a timeout per attempt and retries with exponential backoff on timeouts,
 * 5xx and 429. An unreachable host fails at once with OfflineError; other 4xx answers fail at once.
 */
export async function fetchWithRetry(url: string, options: FetchRetryOptions = {}): Promise<Uint8Array> {
  const {
    timeoutMs = 60_000,
    attempts = 4,
    backoffMs = 1_000,
    fetchImpl = fetch,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    onRetry,
    postJson,
  } = options;
  const host = new URL(url).host;
  let lastReason = "";
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        ...(postJson === undefined
          ? { headers: { "user-agent": "fundlens-data-sync" } }
          : {
              method: "POST",
              headers: { "user-agent": "fundlens-data-sync", "content-type": "application/json" },
              body: JSON.stringify(postJson),
            }),
      });
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      lastReason = `HTTP ${response.status}`;
      if (response.status < 500 && response.status !== 429)
        throw new Error(`${host} answered ${lastReason} for ${url}`);
    } catch (error) {
      const code = errorCode(error);
      if (code && OFFLINE_CODES.has(code)) {
        throw new OfflineError(
          `Cannot reach ${host} (${code}). Check the internet connection; on a machine without internet, load the demo dataset with \`npm run data:demo\` or import files with \`npm run data:import\`.`,
        );
      }
      if (error instanceof Error && error.message.startsWith(`${host} answered`)) throw error;
      lastReason =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer within ${timeoutMs / 1000} s`
          : String(error instanceof Error ? error.message : error);
    }
    if (attempt < attempts) {
      const delay = backoffMs * 2 ** (attempt - 1);
      onRetry?.(attempt, lastReason, delay);
      await sleep(delay);
    }
  }
  throw new Error(`Gave up on ${url} after ${attempts} attempts: ${lastReason}`);
}
