import { parseAuthEnv } from "@/lib/auth/auth-env";
import { appAuthMail } from "@/lib/auth/service/app-auth-mail";
import { AUTH_BASE_PATH, createAuthService, type AuthService } from "@/lib/auth/service/auth-service";
import { embeddedKeys } from "@/lib/auth/service/signing-keys";
import { getDatabase } from "@/lib/db/client";
import { siteUrl } from "@/lib/env/public-env";
import { appRateLimits } from "@/lib/security/rate-limits/app-rate-limits";

const holder = globalThis as typeof globalThis & { __fundlensAuthService?: AuthService };

/** The app's embedded auth service (one per process; its rate limits are the app's, shared through Redis when set). */
export function appAuthService(): AuthService {
  if (!holder.__fundlensAuthService) {
    const env = parseAuthEnv();
    const site = siteUrl();
    holder.__fundlensAuthService = createAuthService({
      sql: getDatabase().sql,
      keys: embeddedKeys,
      settings: {
        autoconfirm: env.AUTH_AUTOCONFIRM,
        outbox: env.AUTH_DEV_OUTBOX,
        siteUrl: site,
        issuer: `${site}${AUTH_BASE_PATH}`,
        google: {
          clientId: env.NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID,
          jwksUrl: env.AUTH_GOOGLE_JWKS_URL,
          issuer: env.AUTH_GOOGLE_ISSUER,
        },
      },
      limits: appRateLimits(),
      mail: appAuthMail(),
      now: Date.now,
      log: (line) => console.log(line),
    });
  }
  return holder.__fundlensAuthService;
}
