import { CONTACT_RATE_LIMIT, CONTACT_WINDOW_MINUTES, FORM_TOKEN_MAX_AGE_HOURS } from "@/lib/contact/contact-limits";

/** What a limit counts by. */
export type LimitKeyKind =
  "address" | "account" | "account+address" | "factor" | "factor+address" | "destination" | "form token";

export interface LimitRule {
  points: number;
  durationSeconds: number;
  key: LimitKeyKind;
  /**
   * How a setting raises it: `auth` multiplies the points by AUTH_RATE_LIMIT_MULTIPLIER (for `auth-window`,
   * divides the window instead); `api` and `api-read` take their points from API_RATE_LIMIT_PER_MINUTE and
   * API_PUBLIC_READ_RATE_LIMIT_PER_MINUTE; `fixed` never changes.
   */
  scale: "auth" | "auth-window" | "api" | "api-read" | "fixed";
}

/** Every rate limit of the site (docs/security.md, "Rate limits and client addresses", explains the numbers). */
export const RATE_LIMIT_TABLE = {
  /** POST /auth/v1/token, every grant (Supabase Auth's default). */
  "auth-token": { points: 150, durationSeconds: 300, key: "address", scale: "auth" },
  /** POST and GET /auth/v1/verify. */
  "auth-verify": { points: 30, durationSeconds: 300, key: "address", scale: "auth" },
  /** signup, otp, recover, resend, reauthenticate. */
  "auth-send": { points: 30, durationSeconds: 300, key: "address", scale: "auth" },
  /** TOTP factor enrol, challenge and verify. */
  "auth-mfa": { points: 15, durationSeconds: 60, key: "address", scale: "auth" },
  /** One email or text to the same destination per window. */
  "auth-message-to": { points: 1, durationSeconds: 60, key: "destination", scale: "auth-window" },
  /** Consecutive wrong passwords for one account from one address; a successful sign-in clears it. */
  "auth-login-fails-account-address": { points: 10, durationSeconds: 900, key: "account+address", scale: "auth" },
  /** Wrong passwords from one address per day, for any accounts (spraying). */
  "auth-login-fails-address": { points: 100, durationSeconds: 86_400, key: "address", scale: "auth" },
  /** Wrong passwords for one account from addresses it never signed in from (many-address guessing). */
  "auth-login-fails-account": { points: 100, durationSeconds: 3_600, key: "account", scale: "auth" },
  /**
   * Not a limit: marks an address the account signed in from, which "auth-login-fails-account" never stops.
   * 14 days: the memory store's timers cannot hold more than about 24 days.
   */
  "auth-login-known-address": { points: 1, durationSeconds: 14 * 86_400, key: "account+address", scale: "fixed" },
  /** Consecutive wrong TOTP codes for one factor from one address; a correct code clears it. */
  "auth-totp-fails-factor-address": { points: 5, durationSeconds: 900, key: "factor+address", scale: "auth" },
  /** Wrong TOTP codes for one factor from addresses that never verified a code for it (many-address guessing). */
  "auth-totp-fails-factor": { points: 5, durationSeconds: 900, key: "factor", scale: "auth" },
  /** Not a limit: marks an address that verified a code for the factor, which "auth-totp-fails-factor" never stops. */
  "auth-totp-known-address": { points: 1, durationSeconds: 14 * 86_400, key: "factor+address", scale: "fixed" },
  /** Consecutive wrong emailed or texted codes for one account from one address; a right code clears it. */
  "auth-code-fails-account-address": { points: 5, durationSeconds: 900, key: "account+address", scale: "auth" },
  /**
   * Wrong emailed or texted codes (recovery, magic link, OTP) for one account from addresses that never verified a
   * code for it: at most 240 guesses a day from everywhere else (issue 34, point 4).
   */
  "auth-code-fails-account": { points: 10, durationSeconds: 3_600, key: "account", scale: "auth" },
  /** Not a limit: marks an address that verified a code for the account, which "auth-code-fails-account" never stops. */
  "auth-code-known-address": { points: 1, durationSeconds: 14 * 86_400, key: "account+address", scale: "fixed" },
  /** Product API: cacheable public GETs (the answer cache carries the load; this stops abuse only). */
  "api-public-read": { points: 30_000, durationSeconds: 60, key: "address", scale: "api-read" },
  /** Product API: everything else (member calls, writes, uncached reads). */
  "api-other": { points: 1_200, durationSeconds: 60, key: "address", scale: "api" },
  /** Statement (CAS) uploads per member, preview and import each: reading a PDF is the dearest thing a member asks. */
  "statement-upload": { points: 30, durationSeconds: 3_600, key: "account", scale: "fixed" },
  /** Contact form messages per sender address. */
  "contact-sender": {
    points: CONTACT_RATE_LIMIT,
    durationSeconds: CONTACT_WINDOW_MINUTES * 60,
    key: "address",
    scale: "fixed",
  },
  /** Contact form messages per form token: one, within the token's life (issue 34, point 9). */
  "contact-form-token": {
    points: 1,
    durationSeconds: FORM_TOKEN_MAX_AGE_HOURS * 3_600,
    key: "form token",
    scale: "fixed",
  },
  /** Contact form messages per reply address (email or phone). */
  "contact-reply-to": {
    points: CONTACT_RATE_LIMIT,
    durationSeconds: CONTACT_WINDOW_MINUTES * 60,
    key: "destination",
    scale: "fixed",
  },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RATE_LIMIT_TABLE;

export interface LimitSettings {
  authMultiplier: number;
  apiPerMinute: number;
  apiPublicReadPerMinute: number;
}

/** A rule with the settings applied; points 0 means the limit is off. */
export function effectiveRule(rule: LimitRule, settings: LimitSettings): { points: number; durationSeconds: number } {
  switch (rule.scale) {
    case "auth":
      return { points: rule.points * settings.authMultiplier, durationSeconds: rule.durationSeconds };
    // Whole seconds: Redis keeps expiries in seconds; a window shorter than one second would never expire there.
    case "auth-window":
      return {
        points: rule.points,
        durationSeconds: Math.max(1, Math.round(rule.durationSeconds / settings.authMultiplier)),
      };
    case "api":
      return { points: settings.apiPerMinute, durationSeconds: rule.durationSeconds };
    case "api-read":
      return { points: settings.apiPublicReadPerMinute, durationSeconds: rule.durationSeconds };
    case "fixed":
      return { points: rule.points, durationSeconds: rule.durationSeconds };
  }
}
