// One spelling of each fund's name per file, so that all plans of the fund share their schemeName.

import type { NavRecord } from "./types";

function countUppercase(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) count++;
  }
  return count;
}

/** The preferred spelling among those of one fund: most lines, then fewest capitals, then code-point order. */
function preferredSpelling(spellings: Map<string, number>): string {
  let best = "";
  let bestCount = -1;
  for (const [spelling, count] of spellings) {
    if (count > bestCount) [best, bestCount] = [spelling, count];
    else if (count === bestCount) {
      const diff = countUppercase(spelling) - countUppercase(best);
      if (diff < 0 || (diff === 0 && spelling < best)) best = spelling;
    }
  }
  return best;
}

/**
 * The plans of one fund sometimes spell its name differently ("SBI Large Cap FUND-DIRECT PLAN -GROWTH",
 * "SBI Large Cap Fund - Regular Plan - ..."; "Banking & PSU" and "Banking and PSU"). Within one fund
 * house, names with the same schemeNameKey get one spelling (preferredSpelling), so all plans of the
 * fund share their schemeName whatever the line order. `nameKeys[i]` is the key of `records[i]`.
 */
export function unifySchemeNameSpelling(records: NavRecord[], nameKeys: readonly string[]): void {
  // Most funds have one spelling: find the keys with several before counting anything.
  const firstSpelling = new Map<string, Map<string, string>>();
  const ambiguous = new Map<string, Set<string>>();
  for (let i = 0; i < records.length; i++) {
    const { amcName, schemeName } = records[i] as NavRecord;
    const key = nameKeys[i] ?? "";
    let byKey = firstSpelling.get(amcName);
    if (byKey === undefined) firstSpelling.set(amcName, (byKey = new Map()));
    const first = byKey.get(key);
    if (first === undefined) byKey.set(key, schemeName);
    else if (first !== schemeName) {
      let keys = ambiguous.get(amcName);
      if (keys === undefined) ambiguous.set(amcName, (keys = new Set()));
      keys.add(key);
    }
  }
  if (ambiguous.size === 0) return;
  const spellings = new Map<string, Map<string, number>>();
  const groupOf = (i: number): string | null => {
    const { amcName } = records[i] as NavRecord;
    const key = nameKeys[i] ?? "";
    return ambiguous.get(amcName)?.has(key) ? `${amcName}\u0000${key}` : null;
  };
  for (let i = 0; i < records.length; i++) {
    const group = groupOf(i);
    if (group === null) continue;
    let counts = spellings.get(group);
    if (counts === undefined) spellings.set(group, (counts = new Map()));
    const { schemeName } = records[i] as NavRecord;
    counts.set(schemeName, (counts.get(schemeName) ?? 0) + 1);
  }
  const preferred = new Map<string, string>();
  for (const [group, counts] of spellings) preferred.set(group, preferredSpelling(counts));
  for (let i = 0; i < records.length; i++) {
    const group = groupOf(i);
    if (group !== null) (records[i] as NavRecord).schemeName = preferred.get(group) ?? (records[i] as NavRecord).schemeName;
  }
}
