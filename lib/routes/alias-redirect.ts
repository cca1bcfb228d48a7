import { ROUTE_ALIASES } from "@/lib/routes/route-table";

/** The canonical path for an alias spelling (with or without a trailing slash), or null. */
export function aliasTarget(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ROUTE_ALIASES.find((alias) => alias.source === trimmed)?.destination ?? null;
}
