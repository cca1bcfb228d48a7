import type { FundMatch } from "@/lib/ingest/fund-names/match-funds";

/** What matching reads of a row that names its fund: AUM rows, and portfolio disclosures' schemes. */
export interface NamedRow {
  /** The date the row speaks for. */
  asOf: string;
  /** The fund house's short name as AMFI's lists give it (amc-short-names.ts), or null. */
  amc: string | null;
  schemeName: string;
}

export interface MatchedFile<R extends NamedRow> {
  rows: { row: R; codes: readonly number[] }[];
  matched: number;
  /** "ABSL | Aditya Birla Sun Life Conglomerate Fund: no fund of that name", once per name, in file order. */
  unmatched: string[];
}

/**
 * Matches every row of a file. Two names of one date that reach the same plan (one fund listed twice under
 * two spellings, or two funds the loose match took for one) would give the plan two figures: neither is kept.
 */
export function matchNamedRows<R extends NamedRow>(
  rows: readonly R[],
  matchFund: (amc: string | null, schemeName: string) => FundMatch,
): MatchedFile<R> {
  const matches = rows.map((row) => ({ row, match: matchFund(row.amc, row.schemeName) }));
  const claims = new Map<string, number>();
  for (const { row, match } of matches)
    if (match.matched)
      for (const code of match.codes) claims.set(`${row.asOf}|${code}`, (claims.get(`${row.asOf}|${code}`) ?? 0) + 1);

  const unmatched = new Map<string, string>();
  let matched = 0;
  const result = matches.map(({ row, match }): { row: R; codes: readonly number[] } => {
    const shared = match.matched && match.codes.some((code) => claims.get(`${row.asOf}|${code}`)! > 1);
    const name = row.amc ? `${row.amc} | ${row.schemeName}` : row.schemeName;
    if (match.matched && !shared) {
      matched++;
      return { row, codes: match.codes };
    }
    const why = match.matched ? "another name of the same date matches the same plans" : match.reason;
    if (!unmatched.has(name)) unmatched.set(name, `${name}: ${why}`);
    return { row, codes: [] };
  });
  return { rows: result, matched, unmatched: [...unmatched.values()] };
}
