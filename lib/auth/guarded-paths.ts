// Which paths the request interception guards (protected and public-only pages). Only these paths run the Supabase
// session code in proxy.ts: the public pages stay static with no network or JWT work in front of them.

export const PROTECTED_PATHS = ["/dashboard", "/profile", "/watchlist", "/risk-profiling", "/portfolio"] as const;
export const PUBLIC_ONLY_PATHS = ["/login", "/signup"] as const;

export type PathGuard = "protected" | "public-only";

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The guard of `pathname`, or null for a page the proxy leaves untouched. */
export function guardFor(pathname: string): PathGuard | null {
  if (PROTECTED_PATHS.some((p) => under(pathname, p))) return "protected";
  if (PUBLIC_ONLY_PATHS.some((p) => under(pathname, p))) return "public-only";
  return null;
}
