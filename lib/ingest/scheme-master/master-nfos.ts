import type { TransactionSql } from "postgres";
import { isoToDay } from "@/lib/metrics/day-number";
import { mapCategoryHeading } from "@/lib/ingest/amfi/category-map";
import { slugify } from "@/lib/ingest/slug";
import type { MasterRow } from "@/lib/ingest/scheme-master/master-row-schema";
import { MASTER_SOURCE } from "@/lib/ingest/scheme-master/store-master-rows";

export interface MasterOffer {
  amc: string;
  name: string;
  category: string;
  openDate: string;
  closeDate: string;
  minInvestment: number | null;
}

/**
 * SEBI keeps a new fund offer open for at most 15 days (ELSS longer); a "closure date" further than this from the
 * launch is a close-ended scheme's maturity, not the end of its offer (40 rows of the Nov-2024 master).
 */
export const MAX_OFFER_DAYS = 31;

/** The closure date where it ends the offer that opens on `launch`, else null. */
function offerClose(launch: string, closure: string | null): string | null {
  if (closure === null || closure < launch) return null;
  return isoToDay(closure) - isoToDay(launch) <= MAX_OFFER_DAYS ? closure : null;
}

/**
 * The master's new fund offers on `today`: the schemes (all their codes together) that launch after today, or
 * whose offer closes after today. The offer opens on the launch date and closes on the closure date; where AMFI
 * gives no closure date (or a maturity date) it closes on its launch date, the only date known.
 */
export function masterOffers(rows: readonly MasterRow[], today: string): MasterOffer[] {
  const offers = new Map<string, MasterOffer>();
  for (const row of rows) {
    const open = row.launchDate;
    if (open === null) continue;
    const offerEnd = offerClose(open, row.closureDate);
    if (!(open > today || (offerEnd !== null && offerEnd > today))) continue;
    const close = offerEnd ?? open;
    const key = JSON.stringify([row.amc, row.schemeName]);
    const offer = offers.get(key);
    if (!offer) {
      offers.set(key, {
        amc: row.amc,
        name: row.schemeName,
        category: row.category,
        openDate: open,
        closeDate: close,
        minInvestment: row.minAmountRupees,
      });
      continue;
    }
    if (open < offer.openDate) offer.openDate = open;
    if (close > offer.closeDate) offer.closeDate = close;
    if (row.minAmountRupees !== null && (offer.minInvestment === null || row.minAmountRupees < offer.minInvestment))
      offer.minInvestment = row.minAmountRupees;
  }
  return [...offers.values()];
}

/**
 * The app's fund house for a master AMC name ("Samco Asset Management Pvt Ltd"): the one most of that AMC's
 * master codes already belong to through their plans (NAV files name fund houses "... Mutual Fund"), else a new
 * fund house under the master's name.
 */
async function amcIdOf(tx: TransactionSql, amc: string): Promise<number | null> {
  const [known] = await tx<{ amc_id: number }[]>`
    select s.amc_id from scheme_master m join plans p using (scheme_code) join schemes s on s.id = p.scheme_id
    where m.amc = ${amc} group by s.amc_id order by count(*) desc, s.amc_id limit 1`;
  if (known) return known.amc_id;
  await tx`insert into amcs (name, slug) values (${amc}, ${slugify(amc)}) on conflict do nothing`;
  const [created] = await tx<{ id: number }[]>`select id from amcs where name = ${amc}`;
  return created?.id ?? null;
}

async function categoryIdOf(tx: TransactionSql, category: string): Promise<number | null> {
  const canonical = mapCategoryHeading(category);
  if (!canonical) return null;
  const [row] = await tx<{ id: number }[]>`select id from categories where slug = ${canonical.slug}`;
  return row?.id ?? null;
}

/** Writes the master's offers into new_fund_offers (one row per scheme, updated in place on a later master). */
export async function storeMasterOffers(tx: TransactionSql, offers: readonly MasterOffer[]): Promise<number> {
  let stored = 0;
  for (const offer of offers) {
    const amcId = await amcIdOf(tx, offer.amc);
    if (amcId === null) continue;
    const categoryId = await categoryIdOf(tx, offer.category);
    const [existing] = await tx<{ id: number }[]>`
      select id from new_fund_offers where source = ${MASTER_SOURCE} and amc_id = ${amcId} and name = ${offer.name}`;
    if (existing)
      await tx`
        update new_fund_offers set category_id = ${categoryId}, open_date = ${offer.openDate}, close_date = ${offer.closeDate},
          min_investment = ${offer.minInvestment}
        where id = ${existing.id}`;
    else
      await tx`
        insert into new_fund_offers (amc_id, category_id, name, open_date, close_date, min_investment, source)
        values (${amcId}, ${categoryId}, ${offer.name}, ${offer.openDate}, ${offer.closeDate}, ${offer.minInvestment}, ${MASTER_SOURCE})`;
    stored++;
  }
  return stored;
}
