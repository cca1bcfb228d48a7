import { getDatabase } from "@/lib/db/client";
import { fundPage, type FundPage } from "@/lib/funds/fund-page";
import { lookupOrNull } from "@/lib/routes/lookup-or-null";

/** The scheme code of a fund page's address segment, or null when no fund can have it ("0", "012", "abc"). */
export function schemeCodeSegment(segment: string): number | null {
  return /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : null;
}

/** The fund page's data for its address segment, or null when no fund is there. */
export function loadFundPage(segment: string): Promise<FundPage | null> {
  return lookupOrNull(schemeCodeSegment(segment), (schemeCode) => fundPage(getDatabase().sql, schemeCode));
}
