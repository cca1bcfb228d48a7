// Route guards: protected pages send a visitor to /login and remember the page. Only a
// same-site path is honoured afterwards, so a crafted link cannot send a member to another site. Every
// redirect built from input goes through sameOriginTarget (here, in the browser and on the server alike).

/** The query parameter of /login (and /signup) that carries the page to return to. */
export const NEXT_PARAM = "next";

/** Where a member lands after logging in when no page was remembered. */
export const DEFAULT_AFTER_LOGIN = "/dashboard";

const MAX_TARGET_LENGTH = 2048;

// Browsers drop tabs and newlines from URLs and read a backslash as a slash before they resolve them, so
// "/\evil.example" or "/\t/evil.example" would become "//evil.example": such input is refused outright.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

// Resolves relative paths in safeRedirectPath; it never appears in a result.
const PLACEHOLDER_ORIGIN = "http://same-site.invalid";

/**
 * `raw` resolved against `base` and normalised ("/a/../b", "%2e%2e", "./"), when the result is an http(s)
 * address on one of `origins` whose path cannot be read as another host: after normalisation the path must
 * not start with "//" or "/\" (as "/.//evil.example" or "/..//evil.example" would), since such a path sent
 * as a relative Location leaves the site. Null otherwise (also for credentials in the URL).
 */
export function sameOriginTarget(raw: string, base: string, origins: readonly string[]): URL | null {
  if (raw.length === 0 || raw.length > MAX_TARGET_LENGTH || UNSAFE_CHARACTERS.test(raw) || raw.trim() !== raw)
    return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!origins.includes(url.origin) || url.username !== "" || url.password !== "") return null;
  if (/^\/[/\\]/.test(url.pathname)) return null;
  return url;
}

/**
 * The normalised same-site path ("/watchlist?x=1#y") that `raw` names, or null: only a path starting with
 * one "/" is accepted (never an absolute or protocol-relative address), and it is checked after
 * normalisation (see sameOriginTarget).
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/")) return null;
  const url = sameOriginTarget(raw, PLACEHOLDER_ORIGIN, [PLACEHOLDER_ORIGIN]);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
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
