import { cache } from "react";
import { ApiError } from "@/lib/api/api-error";
import type { NewFundOffer } from "@/lib/api/schemas/nfo";
import { getDatabase } from "@/lib/db/client";
import { getNewFundOffer } from "@/lib/funds/nfo";
import { parseOfferId } from "@/lib/funds/offer-id";
import { todayInIndia } from "@/lib/ingest/today-in-india";

/** The offer of a URL segment, or null when the segment is malformed or no offer has it; one query per request. */
export const findOffer = cache(async (segment: string): Promise<NewFundOffer | null> => {
  const id = parseOfferId(segment);
  if (id === null) return null;
  try {
    return await getNewFundOffer(getDatabase().sql, id, todayInIndia());
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return null;
    throw error;
  }
});
