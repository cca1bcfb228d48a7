import type { NewFundOffer } from "@/lib/api/schemas/nfo";
import { getDatabase } from "@/lib/db/client";
import { getNewFundOffer } from "@/lib/funds/nfo";
import { parseOfferId } from "@/lib/funds/offer-id";
import { todayInIndia } from "@/lib/ingest/today-in-india";
import { lookupOrNull } from "@/lib/routes/lookup-or-null";

/** A new fund offer for its address segment, or null when none is there. */
export function loadOfferPage(segment: string): Promise<NewFundOffer | null> {
  return lookupOrNull(parseOfferId(segment), (id) => getNewFundOffer(getDatabase().sql, id, todayInIndia()));
}
