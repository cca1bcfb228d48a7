import type { NewFundOffer } from "@/lib/api/schemas/nfo";
import { formatDate } from "@/lib/format";
import { formatMinInvestment } from "@/lib/funds/format-min-investment";

type DescribedOffer = Pick<NewFundOffer, "name" | "amc" | "category" | "open_date" | "close_date" | "min_investment">;

/** The page title of one offer. */
export function offerTitle(offer: Pick<NewFundOffer, "name">): string {
  return `${offer.name}: new fund offer`;
}

/** One sentence about an offer for its page description; it names no status, which changes while the page is cached. */
export function offerDescription(offer: DescribedOffer): string {
  const category = offer.category ? ` in ${offer.category.name}` : "";
  const minimum =
    offer.min_investment === null ? "" : `, minimum investment ${formatMinInvestment(offer.min_investment)}`;
  return `${offer.name}, a new fund offer from ${offer.amc.name}${category}: open from ${formatDate(offer.open_date)} to ${formatDate(offer.close_date)}${minimum}. Its objective, benchmark, riskometer, exit load and fund managers.`;
}
