// A small closed-loop HTTP load generator that measures time to first byte: `connections` workers on a
// keep-alive agent, each sending its next request as soon as the previous answer has been read. TTFB is
// the time from sending the request to Node's 'response' event (status line and headers parsed: the first
// bytes of the answer); the full time runs to the end of the body. autocannon only reports the latter.
import http from "node:http";
import { latencies, type Latencies } from "@/lib/bench/percentiles";

export interface TtfbOptions {
  base: string;
  connections: number;
  seconds: number;
  /** The next path to request, or null when there is none left (the run then ends early). */
  nextPath: () => string | null;
}

export interface TtfbResult {
  requests: number;
  seconds: number;
  /** True when nextPath ran out before the time was up. */
  ranOut: boolean;
  ttfb: Latencies;
  full: Latencies;
  non2xx: number;
  errors: number;
  /** "200: 950, 404: 3" */
  statuses: string;
  /** Counts of the x-nextjs-cache header (HIT, MISS, STALE; "none" when absent): whether Next served a cached page. */
  cache: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

interface Timing {
  status: number;
  cache: string;
  ttfb: number;
  full: number;
}

function request(agent: http.Agent, url: URL): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { accept: "text/html", "accept-encoding": "gzip" } }, (res) => {
      const ttfb = performance.now() - started;
      res.on("data", () => undefined);
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: String(res.headers["x-nextjs-cache"] ?? "none"),
          ttfb,
          full: performance.now() - started,
        }),
      );
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

const counts = (map: Map<string | number, number>) => [...map].map(([key, count]) => `${key}: ${count}`).join(", ");

export async function runTtfbLoad(options: TtfbOptions): Promise<TtfbResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const ttfb: number[] = [];
  const full: number[] = [];
  const statuses = new Map<number, number>();
  const cache = new Map<string, number>();
  let errors = 0;
  let ranOut = false;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const path = options.nextPath();
      if (path === null) {
        ranOut = true;
        return;
      }
      try {
        const timing = await request(agent, new URL(path, options.base));
        ttfb.push(timing.ttfb);
        full.push(timing.full);
        statuses.set(timing.status, (statuses.get(timing.status) ?? 0) + 1);
        cache.set(timing.cache, (cache.get(timing.cache) ?? 0) + 1);
      } catch {
        errors += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  const non2xx = [...statuses].reduce((sum, [status, count]) => sum + (status >= 200 && status < 300 ? 0 : count), 0);
  return {
    requests: ttfb.length,
    seconds: (performance.now() - started) / 1000,
    ranOut,
    ttfb: latencies(ttfb),
    full: latencies(full),
    non2xx,
    errors,
    statuses: counts(statuses),
    cache: counts(cache),
  };
}
