import type { TransactionSql } from "postgres";
import { fundMatcher, type FundCandidate } from "@/lib/ingest/fund-names/match-funds";
import { matchNamedRows, type MatchedFile, type NamedRow } from "@/lib/ingest/fund-names/match-named-rows";

/** The funds a fund-level name can match: the scheme master's funds and the NAV files' schemes, with their codes. */
async function loadFundCandidates(
  tx: TransactionSql,
): Promise<{ master: FundCandidate[]; navSchemes: FundCandidate[] }> {
  const [master, navSchemes] = await Promise.all([
    tx<FundCandidate[]>`
      select amc, scheme_name as name, array_agg(scheme_code order by scheme_code) as codes
      from scheme_master group by amc, scheme_name`,
    tx<FundCandidate[]>`
      select a.name as amc, s.name, array_agg(p.scheme_code order by p.scheme_code) as codes
      from schemes s join amcs a on a.id = s.amc_id join plans p on p.scheme_id = s.id
      group by a.name, s.name`,
  ]);
  return { master: [...master], navSchemes: [...navSchemes] };
}

/** Matches a file's rows, by the fund each names, to the stored funds (fundMatcher, then matchNamedRows). */
export async function matchStoredFunds<R extends NamedRow>(
  tx: TransactionSql,
  rows: readonly R[],
): Promise<MatchedFile<R>> {
  const { master, navSchemes } = await loadFundCandidates(tx);
  return matchNamedRows(rows, fundMatcher(master, navSchemes));
}
