import { safeRedirectPath } from "@/lib/auth/redirect-path";
import { siteUrl } from "@/lib/env/public-env";

/**
 * The absolute Location of a redirect to `path` on this site. It is built on the configured site address
 * (NEXT_PUBLIC_SITE_URL), never on the request's URL: Next.js gives handlers and the proxy the address the
 * server is bound to (http://0.0.0.0:3000/...). A `path` that is not a same-site path gives the home page.
 */
export function siteLocation(path: string, site: string = siteUrl()): URL {
  return new URL(safeRedirectPath(path) ?? "/", site);
}
