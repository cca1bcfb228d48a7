// Matching a fund-level name (and the source's AMC short name, when it gives one) to the app's plans. Pure:
// the candidates come from the database (load-fund-candidates.ts).
import { isAmcNamed, narrowsMatch } from "@/lib/ingest/fund-names/amc-short-names";
import { fundKey } from "@/lib/ingest/fund-names/fund-key";
import { groupBy } from "@/lib/ingest/group-by";

/** A fund as one list names it: the scheme master's fund-level names, or the NAV files' scheme names. */
export interface FundCandidate {
  /** The fund house's full name in that list. */
  amc: string;
  /** The fund-level name. */
  name: string;
  /** Every AMFI code of its plans and options. */
  codes: readonly number[];
}

export type FundMatch =
  | { matched: true; codes: number[] }
  | {
      matched: false;
      reason: "no fund of that name" | "funds of several fund houses have that name" | "several funds have that name";
    };

/**
 * The loose form of a name: what is in brackets dropped, then its fundKey without the words "fund" and
 * "scheme" and without spaces. "Large & Midcap" and "Large and Mid Cap", "ELSS Tax Saver" and "ELSS Tax
 * Saver Fund", "Unit Linked Insurance" and "Unit Linked Insurance Scheme (ULIS)" are then one fund.
 */
const looseKey = (name: string) => withoutFiller(fundKey(name.replace(/\([^)]*\)?/g, " ")));
const withoutFiller = (key: string) => key.replace(/\b(fund|scheme)\b/g, "").replace(/ /g, "");

/**
 * A matcher over the scheme master's funds and the NAV files' schemes. A name is looked up by its fundKey,
 * then in its loose form (looseKey); in the scheme master and among the NAV schemes (whose names are
 * current: the master is a download of one day, and funds are renamed and launched after it). The AMC short
 * name keeps only candidates of that fund house. A name that several fund houses use matches nothing.
 */
export function fundMatcher(master: readonly FundCandidate[], navSchemes: readonly FundCandidate[]) {
  const lists = [master, navSchemes];
  const exact = lists.map((list) => groupBy(list, (c) => fundKey(c.name)));
  const loose = lists.map((list) => groupBy(list, (c) => looseKey(c.name)));

  return function matchFund(amcShortName: string | null, schemeName: string): FundMatch {
    for (const [indexes, lookup] of [
      [exact, fundKey(schemeName)],
      [loose, looseKey(schemeName)],
    ] as const) {
      const codes = new Set<number>();
      for (const index of indexes) {
        let found = index.get(lookup) ?? [];
        if (narrowsMatch(amcShortName)) found = found.filter((c) => isAmcNamed(c.amc, amcShortName));
        if (new Set(found.map((c) => c.amc)).size > 1)
          return { matched: false, reason: "funds of several fund houses have that name" };
        // Names apart only in brackets are two funds ("Series 1 (1100 Days)", "Series 1 (1200 Days)").
        if (new Set(found.map((c) => withoutFiller(fundKey(c.name)))).size > 1)
          return { matched: false, reason: "several funds have that name" };
        for (const candidate of found) for (const code of candidate.codes) codes.add(code);
      }
      if (codes.size) return { matched: true, codes: [...codes].sort((a, b) => a - b) };
    }
    return { matched: false, reason: "no fund of that name" };
  };
}
