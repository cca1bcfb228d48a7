// What robots.txt keeps crawlers out of: the API, member pages, the log-in pages and the development pages (pure).
import { ROUTES } from "@/lib/routes/route-table";

/**
 * Every page that is not public (member-only and log-in pages), plus the API and /dev/ (the development outbox).
 * A page under another listed one (/portfolio/x-ray under /portfolio) is left out: a Disallow rule is a prefix.
 */
export function disallowedPaths(): string[] {
  const pages = ROUTES.filter((route) => route.access !== "public").map((route) => route.path);
  return ["/api/", "/dev/", ...pages.filter((path) => !pages.some((other) => path.startsWith(`${other}/`)))];
}
