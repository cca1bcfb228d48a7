// One spelling of each fund's name per file, so that all plans of the fund share their schemeName.

import type { SpellingGroup } from "./plan-entry";

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
 * fund share their schemeName whatever the line order. `groups[i]` is the (fund house, schemeNameKey)
 * group of row i, whose name `schemeNames[i]` is replaced; `pass` is a number no earlier call used with
 * these group objects.
 */
export function unifySchemeNameSpelling(schemeNames: string[], groups: readonly SpellingGroup[], pass: number): void {
  // Most funds have one spelling: find the groups with several before counting anything.
  const ambiguous = new Map<SpellingGroup, Map<string, number>>();
  for (let i = 0; i < schemeNames.length; i++) {
    const group = groups[i] as SpellingGroup;
    const schemeName = schemeNames[i] as string;
    if (group.pass !== pass) {
      group.pass = pass;
      group.first = schemeName;
      group.ambiguous = false;
    } else if (!group.ambiguous && group.first !== schemeName) {
      group.ambiguous = true;
      ambiguous.set(group, new Map());
    }
  }
  if (ambiguous.size === 0) return;
  for (let i = 0; i < schemeNames.length; i++) {
    const group = groups[i] as SpellingGroup;
    if (!group.ambiguous) continue;
    const counts = ambiguous.get(group);
    if (counts === undefined) continue;
    const schemeName = schemeNames[i] as string;
    counts.set(schemeName, (counts.get(schemeName) ?? 0) + 1);
  }
  const preferred = new Map<SpellingGroup, string>();
  for (const [group, counts] of ambiguous) preferred.set(group, preferredSpelling(counts));
  for (let i = 0; i < schemeNames.length; i++) {
    const group = groups[i] as SpellingGroup;
    if (!group.ambiguous) continue;
    const spelling = preferred.get(group);
    if (spelling !== undefined) schemeNames[i] = spelling;
  }
}
