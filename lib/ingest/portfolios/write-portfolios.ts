// The database side of a portfolio import, inside the caller's transaction: each fund's portfolio of the
// file's date replaces the one stored for the same source, date and fund (a re-imported month), and leaves
// other months alone. Rows go in as JSON documents, one statement per table. The fund's net assets (its grand
// total) and the benchmark its sheet prints are facts of its plans too (plan_facts, source and date the
// disclosure's), so the fund page shows them where no other source has them; plan_fact_latest takes the latest
// dated fact of every source.
import type { TransactionSql } from "postgres";
import { fundKey } from "@/lib/ingest/fund-names/fund-key";
import type { DisclosedScheme } from "@/lib/ingest/portfolios/parse-portfolio-file";

export interface MatchedScheme {
  scheme: DisclosedScheme;
  /** The AMFI codes of the fund's plans; empty when its name matched no fund. */
  codes: readonly number[];
}

export interface PortfolioWriteCounts {
  /** Funds new for the source and date, and funds whose stored portfolio of that date was replaced. */
  added: number;
  revised: number;
  holdings: number;
  /** Plan facts (AUM, benchmark) written or changed. */
  planFacts: number;
}

/**
 * The key each scheme is stored under: its fund key, or, where two schemes of one date share it (ICICI's BSE
 * Liquid Rate ETF discloses its Growth and IDCW ETFs apart, and the fund key drops the option), the key and
 * the printed name, so neither replaces the other.
 */
function storedKeys(schemes: readonly MatchedScheme[]): string[] {
  const keys = schemes.map(({ scheme }) => `${scheme.asOf}|${fundKey(scheme.schemeName)}`);
  return schemes.map(({ scheme }, i) => {
    const key = fundKey(scheme.schemeName);
    return keys.indexOf(keys[i]!) === keys.lastIndexOf(keys[i]!) ? key : `${key} | ${scheme.schemeName.toLowerCase()}`;
  });
}

export async function writePortfolios(
  tx: TransactionSql,
  importId: number,
  source: string,
  schemes: readonly MatchedScheme[],
): Promise<PortfolioWriteCounts> {
  const keys = storedKeys(schemes);
  const funds = schemes.map(({ scheme, codes }, i) => ({
    fund_key: keys[i]!,
    scheme_name: scheme.schemeName,
    location: scheme.where,
    as_of: scheme.asOf,
    scheme_codes: codes,
    weight_total_pct: scheme.weightTotalPct,
    net_assets_cr: scheme.netAssetsCr,
    benchmark: scheme.benchmark,
  }));
  const replaced = await tx`
    delete from fund_portfolios f
    using jsonb_to_recordset(${tx.json(funds)}::jsonb) as r(fund_key text, as_of date)
    where f.source = ${source} and f.as_of = r.as_of and f.fund_key = r.fund_key`;
  const inserted = await tx<{ id: number; fund_key: string; as_of: string }[]>`
    insert into fund_portfolios
      (source, as_of, fund_key, scheme_name, location, scheme_codes, weight_total_pct, net_assets_cr, benchmark, import_id)
    select ${source}, as_of, fund_key, scheme_name, location, scheme_codes, weight_total_pct, net_assets_cr, benchmark,
      ${importId}
    from jsonb_to_recordset(${tx.json(funds)}::jsonb) as r(
      fund_key text, scheme_name text, location text, as_of date, scheme_codes integer[], weight_total_pct float8,
      net_assets_cr float8, benchmark text)
    returning id, fund_key, to_char(as_of, 'YYYY-MM-DD') as as_of`;
  const idOf = new Map(inserted.map((row) => [`${row.as_of}|${row.fund_key}`, row.id]));
  const holdings = schemes.flatMap(({ scheme }, i) => {
    const portfolioId = idOf.get(`${scheme.asOf}|${keys[i]}`)!;
    return scheme.holdings.map((h, position) => ({
      portfolio_id: portfolioId,
      position,
      name: h.name,
      isin: h.isin,
      sector: h.sector,
      rating: h.rating,
      asset_class: h.assetClass,
      credit_bucket: h.creditBucket,
      quantity: h.quantity,
      value_cr: h.valueCr,
      weight_pct: h.weightPct,
      notes: h.notes,
    }));
  });
  await tx`
    insert into portfolio_holdings
      (portfolio_id, position, name, isin, sector, rating, asset_class, credit_bucket, quantity, value_cr, weight_pct,
       notes)
    select * from jsonb_to_recordset(${tx.json(holdings)}::jsonb) as r(
      portfolio_id integer, position integer, name text, isin text, sector text, rating text, asset_class text,
      credit_bucket text, quantity float8, value_cr float8, weight_pct float8, notes text[])`;
  // A plan two funds of one date both name (never seen) takes the first fund's facts.
  const facts = await tx`
    insert into plan_facts (scheme_code, as_of, source, aum_cr, benchmark)
    select distinct on (code) code, r.as_of, ${source}, r.net_assets_cr, r.benchmark
    from jsonb_to_recordset(${tx.json(funds)}::jsonb) as r(
      as_of date, scheme_codes integer[], net_assets_cr float8, benchmark text, location text)
    cross join lateral unnest(r.scheme_codes) as code
    where coalesce(r.net_assets_cr::text, r.benchmark) is not null
    order by code, r.location
    on conflict (scheme_code, as_of, source) do update set aum_cr = excluded.aum_cr, benchmark = excluded.benchmark
    where row(plan_facts.aum_cr, plan_facts.benchmark) is distinct from row(excluded.aum_cr, excluded.benchmark)`;
  return {
    added: inserted.length - replaced.count,
    revised: replaced.count,
    holdings: holdings.length,
    planFacts: facts.count,
  };
}
