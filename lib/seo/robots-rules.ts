// What robots.txt keeps crawlers out of: the API, member pages and the log-in pages (pure).
import { ROUTES } from "@/lib/routes/route-table";

/** Every page that is not public (member-only and log-in pages), plus the API. */
export function disallowedPaths(): string[] {
  const pages = ROUTES.filter((route) => route.access !== "public").map((route) => route.path);
  return ["/api/", ...pages];
}
