// The database side of a portfolio import, inside the caller's transaction: each fund's portfolio of the
// file's date replaces the one stored for the same source, date and fund (a re-imported month), and leaves
// other months alone. Rows go in as JSON documents, one statement per table.
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
}

export async function writePortfolios(
  tx: TransactionSql,
  importId: number,
  source: string,
  schemes: readonly MatchedScheme[],
): Promise<PortfolioWriteCounts> {
  const funds = schemes.map(({ scheme, codes }) => ({
    fund_key: fundKey(scheme.schemeName),
    scheme_name: scheme.schemeName,
    location: scheme.where,
    as_of: scheme.asOf,
    scheme_codes: codes,
    weight_total_pct: scheme.weightTotalPct,
  }));
  const replaced = await tx`
    delete from fund_portfolios f
    using jsonb_to_recordset(${tx.json(funds)}::jsonb) as r(fund_key text, as_of date)
    where f.source = ${source} and f.as_of = r.as_of and f.fund_key = r.fund_key`;
  const inserted = await tx<{ id: number; fund_key: string; as_of: string }[]>`
    insert into fund_portfolios (source, as_of, fund_key, scheme_name, location, scheme_codes, weight_total_pct, import_id)
    select ${source}, as_of, fund_key, scheme_name, location, scheme_codes, weight_total_pct, ${importId}
    from jsonb_to_recordset(${tx.json(funds)}::jsonb) as r(
      fund_key text, scheme_name text, location text, as_of date, scheme_codes integer[], weight_total_pct float8)
    returning id, fund_key, to_char(as_of, 'YYYY-MM-DD') as as_of`;
  const idOf = new Map(inserted.map((row) => [`${row.as_of}|${row.fund_key}`, row.id]));
  const holdings = schemes.flatMap(({ scheme }) => {
    const portfolioId = idOf.get(`${scheme.asOf}|${fundKey(scheme.schemeName)}`)!;
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
    }));
  });
  await tx`
    insert into portfolio_holdings
      (portfolio_id, position, name, isin, sector, rating, asset_class, credit_bucket, quantity, value_cr, weight_pct)
    select * from jsonb_to_recordset(${tx.json(holdings)}::jsonb) as r(
      portfolio_id integer, position integer, name text, isin text, sector text, rating text, asset_class text,
      credit_bucket text, quantity float8, value_cr float8, weight_pct float8)`;
  return { added: inserted.length - replaced.count, revised: replaced.count, holdings: holdings.length };
}
