import { rateLimited } from "@/lib/auth/service/auth-error";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { addressLimitKey } from "@/lib/security/rate-limits/address-key";
import type { LimitName } from "@/lib/security/rate-limits/rate-limit-table";

/** Counts one request against a per-client-address limit; 429 with Retry-After once over it. */
export async function countByAddress(req: AuthRequest, name: LimitName): Promise<void> {
  const outcome = await req.deps.limits.consume(name, addressLimitKey(req.ip));
  if (!outcome.allowed) throw rateLimited(outcome.retryAfterSeconds);
}
