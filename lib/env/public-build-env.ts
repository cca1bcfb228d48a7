import { SITE_URL_VARIABLE } from "@/lib/env/site-address";

/**
 * The NEXT_PUBLIC_ variables a production build inlines into its browser code, as one string: a build made
 * with other values is stale even when no source changed. The site's address is not among them: no browser
 * code reads it and the server reads it when it runs (siteUrlSetting); the pages a build prerendered with
 * another address are purged at start instead (lib/cache/page-store-identity.ts).
 */
export function publicBuildEnv(env: Readonly<Record<string, string | undefined>>): string {
  const entries = Object.entries(env)
    .filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith("NEXT_PUBLIC_") && entry[0] !== SITE_URL_VARIABLE && entry[1] !== undefined,
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(entries));
}
