import { z } from "zod";
import { trustProxySchema } from "@/lib/security/client-address/trust-proxy-setting";

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** Server-side environment. Parsed once; an invalid value stops the process with a message naming it. */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** The app's pool gives up opening a connection after this long (a paused server accepts TCP but never answers). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(3),
  /** Server-side statement_timeout of the app's pool, in seconds; 0 turns it off. Scripts (imports) are not bound by it. */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  /** Pause between two availability probes (select 1 on a connection of its own); 0 turns the monitor off. */
  DATABASE_PROBE_INTERVAL_SECONDS: z.coerce.number().min(0).max(60).default(1),
  /** A probe without an answer after this long marks the database down until one answers again. */
  DATABASE_PROBE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(2),
  /** Annual risk-free rate for Sharpe, Sortino and alpha, as a fraction (0.065 = 6.5%). */
  RISK_FREE_RATE: z.coerce.number().min(0).max(0.3).default(0.065),
  /** What `npm start` loads into an empty database: the full demo dataset, a small one (tests), or nothing. */
  DEMO_DATASET: z.enum(["full", "small", "none"]).default("full"),
  /** A folder of real public data (../shared/data's layout): `npm start` loads it into an empty database instead of the demo dataset. */
  REAL_DATA_DIR: z.string().trim().min(1).optional(),
  /** Product-API requests per client address per minute on one instance; 0 turns the limit off (benchmarks). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  /** Cacheable public product-API reads (GET) per client address per minute; 0 turns that limit off (docs/security.md). */
  API_PUBLIC_READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(10_000_000).default(30_000),
  /** Which proxies may name the client (X-Forwarded-For): unset trusts nobody; a hop count; or addresses/CIDRs/names. */
  TRUST_PROXY: trustProxySchema,
  /** Redis for rate limits shared by every instance (redis:// or rediss://); unset keeps them in each process. */
  REDIS_URL: optionalUrl.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  /** Memory for cached public API answers per instance, in MB; 0 turns the cache off. */
  API_CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Memory for the production server's shared cache of public pages (compressed), in MB; 0 turns it off. */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(64),
  /** The longest a page stays in that cache (an import clears it at once). */
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** While the database is down, a cached page is still served (marked STALE) up to this long past its age; 0 = never. */
  PAGE_CACHE_STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).max(604_800).default(86_400),
  /** How often the production server checks whether an import changed the fund data, to refresh cached pages. */
  DATA_VERSION_POLL_SECONDS: z.coerce.number().min(1).max(3600).default(10),
  /** Set by scripts/serve.ts for its own calls to the page-revalidation route; not for users to set. */
  FUNDLENS_REVALIDATE_TOKEN: z.string().min(32).optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function parseServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
