import { z } from "zod";
import { defaultSiteUrl, siteUrlSetting } from "@/lib/env/site-address";

/** A GA4 measurement id: "G-" followed by upper-case letters and digits. */
export const gaMeasurementIdSchema = z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXXXXX");

export type GaIdResult = { ok: true; id: string } | { ok: false; reason: string } | { ok: false; reason: null };

/**
 * Reads the analytics id. `reason: null` means "not configured" (silently off);
 * a string reason means it was set but invalid, which the caller logs as an error.
 */
export function parseGaId(raw: string | undefined): GaIdResult {
  const value = raw?.trim();
  if (!value) return { ok: false, reason: null };
  const parsed = gaMeasurementIdSchema.safeParse(value);
  if (!parsed.success)
    return { ok: false, reason: `Invalid NEXT_PUBLIC_GA_ID "${value}": ${parsed.error.issues[0]?.message}` };
  return { ok: true, id: parsed.data };
}

/**
 * The product API's base address: NEXT_PUBLIC_API_BASE_URL without a trailing slash, or "" for the app's
 * own origin (the default: the API is served by this app). An invalid value is ignored, and said so.
 */
export function apiBaseUrl(raw: string | undefined = process.env.NEXT_PUBLIC_API_BASE_URL): string {
  const value = raw?.trim();
  if (!value) return "";
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value);
  if (!parsed.success) {
    console.error(
      `Invalid NEXT_PUBLIC_API_BASE_URL "${value}": must be an http(s) address; using this app's own origin.`,
    );
    return "";
  }
  return parsed.data.replace(/\/+$/, "");
}

let warnedUnsetSiteUrl = false;

/**
 * The site's public origin for absolute URLs (canonical links, redirects, Open Graph, JSON-LD, the sitemap):
 * NEXT_PUBLIC_SITE_URL as this process has it now (not as a build inlined it), without a trailing slash.
 * Unset, it is this server's own address (defaultSiteUrl: its loopback host or localhost, and PORT), with a
 * warning (once) in production, where `npm start` sets it (scripts/start.ts); an invalid value is logged as an
 * error and ignored.
 */
export function siteUrl(
  raw: string | undefined = siteUrlSetting(),
  nodeEnv: string | undefined = process.env.NODE_ENV,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const value = raw?.trim();
  const fallback = defaultSiteUrl(env);
  if (!value) {
    if (nodeEnv === "production" && !warnedUnsetSiteUrl) {
      warnedUnsetSiteUrl = true;
      console.warn(`NEXT_PUBLIC_SITE_URL is not set: absolute URLs (canonical links, sitemap) use ${fallback}.`);
    }
    return fallback;
  }
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value);
  if (!parsed.success) {
    console.error(`Invalid NEXT_PUBLIC_SITE_URL "${value}": must be an http(s) address; using ${fallback}.`);
    return fallback;
  }
  return parsed.data.replace(/\/+$/, "");
}
