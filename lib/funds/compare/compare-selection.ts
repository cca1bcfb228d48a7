// A comparison's funds and its address, free of zod so the browser's picker can use them; reading the
// address is parse-compare-selection.ts.

/** How many funds one comparison holds. */
export const MIN_COMPARE_FUNDS = 2;
export const MAX_COMPARE_FUNDS = 5;

export const COMPARE_PATH = "/mutual-funds/compare-mutual-funds";

/** Why a value of ?funds= was left out of the comparison. */
export type IgnoredReason = "invalid" | "duplicate" | "over-limit" | "unknown";

export interface IgnoredValue {
  value: string;
  reason: IgnoredReason;
}

/** The funds a comparison URL names (scheme codes, in the order written) and what it had to leave out. */
export interface CompareSelection {
  codes: number[];
  ignored: IgnoredValue[];
}

const MAX_VALUE_SHOWN = 20;
const MAX_LISTED_PER_NOTE = 5;

/** The selection without the codes the data does not know, each recorded as unknown. */
export function dropUnknownCodes(selection: CompareSelection, known: ReadonlySet<number>): CompareSelection {
  return {
    codes: selection.codes.filter((code) => known.has(code)),
    ignored: [
      ...selection.ignored,
      ...selection.codes
        .filter((code) => !known.has(code))
        .map((code) => ({ value: String(code), reason: "unknown" as const })),
    ],
  };
}

/** The comparison page of these funds, in this order (no query at all for none). */
export function compareHref(codes: readonly number[]): string {
  return codes.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?funds=${codes.join(",")}`;
}

function quoteList(values: readonly string[]): string {
  const shown = values
    .slice(0, MAX_LISTED_PER_NOTE)
    .map((value) => `“${value.length > MAX_VALUE_SHOWN ? `${value.slice(0, MAX_VALUE_SHOWN)}…` : value}”`);
  const rest = values.length - shown.length;
  const items = rest > 0 ? [...shown, `${rest} more`] : shown;
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} and ${items.at(-1)!}`;
}

const NOTES: Record<IgnoredReason, (list: string, many: boolean) => string> = {
  invalid: (list, many) => `Left out ${list}: ${many ? "these are not scheme codes" : "not a scheme code"}.`,
  duplicate: (list, many) =>
    `${list} ${many ? "were" : "was"} listed more than once and ${many ? "are" : "is"} compared once.`,
  "over-limit": (list, many) =>
    `At most ${MAX_COMPARE_FUNDS} funds can be compared at once, so ${list} ${many ? "were" : "was"} left out.`,
  unknown: (list, many) =>
    many
      ? `No fund has the scheme codes ${list}, so they were left out.`
      : `No fund has the scheme code ${list}, so it was left out.`,
};

/** One sentence per kind of value left out, for the note above the comparison. */
export function ignoredNotes(ignored: readonly IgnoredValue[]): string[] {
  const reasons: IgnoredReason[] = ["invalid", "unknown", "duplicate", "over-limit"];
  return reasons.flatMap((reason) => {
    const values = [...new Set(ignored.filter((item) => item.reason === reason).map((item) => item.value))];
    return values.length === 0 ? [] : [NOTES[reason](quoteList(values), values.length > 1)];
  });
}
