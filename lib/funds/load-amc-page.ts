import type { AmcDetail } from "@/lib/api/schemas/amc";
import { getDatabase } from "@/lib/db/client";
import { amcDetail } from "@/lib/funds/amc-detail";
import { lookupOrNull, slugSegment } from "@/lib/routes/lookup-or-null";

/** A fund house's page data for its address segment (its slug or numeric id), or null when none is there. */
export function loadAmcPage(segment: string): Promise<AmcDetail | null> {
  return lookupOrNull(slugSegment(segment), (ref) => amcDetail(getDatabase().sql, ref));
}
