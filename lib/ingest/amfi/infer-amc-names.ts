// The fund house of data lines that AMFI prints without a fund-house heading above them.

import { schemeNameKey } from "./scheme-name";
import type { NavRows } from "./types";

/**
 * AMFI's files put some data lines straight under a category heading, with no fund-house heading
 * ("Open Ended Schemes(Growth)" then "ICICI Prudential Blended Plan A" in every daily file of
 * 2025-26). Such a line gets the fund house of this file whose name without "Mutual Fund" begins its
 * scheme name, compared word by word with spaces, case and "&"/"and" ignored ("Aditya Birla Sunlife
 * Nifty Next 50 ETF" -> "Aditya Birla Sun Life Mutual Fund"; the longest match wins); failing that,
 * the only fund house whose first word is the name's first word ("Kotak Savings Fund" -> "Kotak
 * Mahindra Mutual Fund"). Else it keeps "".
 */
export function inferMissingAmcNames(
  rows: NavRows,
  withoutAmc: readonly number[],
  amcNames: ReadonlySet<string>,
): void {
  const byStemKey = new Map<string, string>();
  const byFirstWord = new Map<string, string | null>();
  for (const amcName of amcNames) {
    const stem = amcName.replace(/\s*mutual fund\b.*$/i, "");
    const stemKey = schemeNameKey(stem);
    if (stemKey === "") continue;
    byStemKey.set(stemKey, amcName);
    const firstWord = schemeNameKey(stem.split(/\s+/)[0] ?? "");
    byFirstWord.set(firstWord, byFirstWord.has(firstWord) ? null : amcName);
  }
  for (const index of withoutAmc) {
    const words = rows.entry[index]!.rawName.split(/\s+/, 8);
    let amcName = rows.amcName[index]!;
    let key = "";
    for (const word of words) {
      key += schemeNameKey(word);
      amcName = byStemKey.get(key) ?? amcName;
    }
    if (amcName === "") amcName = byFirstWord.get(schemeNameKey(words[0] ?? "")) ?? "";
    rows.amcName[index] = amcName;
  }
}
