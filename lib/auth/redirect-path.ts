// Spec section 2, "Route guards": protected pages send a visitor to /login and remember the page. Only a
// same-site relative path is honoured afterwards, so a crafted link cannot send a member to another site.

/** The query parameter of /login (and /signup) that carries the page to return to. */
export const NEXT_PARAM = "next";

/** Where a member lands after logging in when no page was remembered. */
export const DEFAULT_AFTER_LOGIN = "/dashboard";

/**
 * `raw` when it is a same-site path ("/watchlist?x=1#y"), otherwise null: absolute URLs, protocol-relative
 * "//host", "/\host" (browsers read a backslash as a slash), control characters and paths that the URL
 * parser would move to another origin are all refused.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const base = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that remembers `pathWithSearch` (already a path of this site). */
export function loginPathFor(pathWithSearch: string): string {
  const next = safeRedirectPath(pathWithSearch);
  return next ? `/login?${NEXT_PARAM}=${encodeURIComponent(next)}` : "/login";
}

/** Where to go after logging in, from the login page's `next` parameter. */
export function afterLoginPath(rawNext: string | null | undefined): string {
  return safeRedirectPath(rawNext) ?? DEFAULT_AFTER_LOGIN;
}
