import { apiBaseUrl, parseGaId } from "@/lib/env/public-env";
import { securityHeaders } from "@/lib/security/security-headers";

/** The security headers of this deployment (from its environment), for proxy.ts and the API fast path. */
export function siteSecurityHeaders(env: NodeJS.ProcessEnv = process.env): [string, string][] {
  return securityHeaders({
    production: env.NODE_ENV === "production",
    analytics: parseGaId(env.NEXT_PUBLIC_GA_ID).ok,
    supabaseUrl: env.NEXT_PUBLIC_SUPABASE_URL || undefined,
    apiBaseUrl: apiBaseUrl(env.NEXT_PUBLIC_API_BASE_URL) || undefined,
    googleSignIn: Boolean(env.NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID?.trim()),
  });
}
