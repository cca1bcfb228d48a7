// Scheme names: the fund's own name apart from the plan and option words at its end.

import { cleanNamePart, cleanPlanOptionText, trimLeadingSeparators } from "./display-text";
import { tailTerms, toTerms, type Term } from "./plan-option-terms";

export interface SplitName {
  /** The fund's name without plan and option (cleaned), e.g. "Axis Liquid Fund". */
  schemeName: string;
  /** The whole name cleaned, with " - " between the fund's name and the plan/option part. */
  displayName: string;
  /** The plan/option terms cut off the fund's name (empty when there were none). */
  suffixTerms: Term[];
  /**
   * Plan/option terms of parts inside the name that hold nothing else, e.g. "-Direct - Growth option -"
   * in "Baroda BNP Paribas Credit risk fund -Direct - Growth option -Seg. Portfolio 2 (...)". Only
   * collected when the end of the name does not say both plan and option.
   */
  innerTerms: Term[];
}

// Terms that say something on their own; a cut-off end must hold at least one of them.
const MEANINGFUL = new Set(["direct", "regular", "growth", "idcw", "payout", "reinvestment", "bonus"]);
const PLAN_KINDS = new Set(["direct", "regular"]);
const OPTION_KINDS = new Set(["growth", "idcw", "payout", "reinvestment", "bonus"]);

/**
 * Where the plan/option part at the end of a name starts: the longest run of plan/option terms at
 * the end. A connector ("Plan", "Option", "of", "and") counts only after another plan/option term,
 * so "HDFC Monthly Income Plan - Growth" keeps "Monthly Income Plan" (and "Kotak India Growth Fund -
 * Series I" has no plan/option part at all). Returns terms.length when there is none.
 */
function suffixStart(terms: readonly Term[], requireMeaningful: boolean): number {
  let first = terms.length;
  let meaningful = false;
  for (let i = terms.length - 1; i >= 0; i--) {
    const term = terms[i] as Term;
    if (term.kind === "other") break;
    if (term.kind === "connector") {
      const before = terms[i - 1];
      if (before === undefined || before.kind === "other") break;
    }
    if (MEANINGFUL.has(term.kind)) meaningful = true;
    first = i;
  }
  // Nothing meaningful, or nothing left of the fund's name: keep the name whole.
  return (meaningful || !requireMeaningful) && first > 0 ? first : terms.length;
}

/** Whether text that follows an opening parenthesis closes it. */
function closesParenthesis(text: string): boolean {
  let depth = 1;
  for (let i = 0; i < text.length && depth > 0; i++) {
    const code = text.charCodeAt(i);
    if (code === 40) depth++;
    else if (code === 41) depth--;
  }
  return depth === 0;
}

const SEGMENT_SEPARATORS = /[-\u2013\u2014()/,]/;
// Words without which a part of a name cannot say anything about plan or option.
const PLAN_OPTION_HINT = /direct|regular|retail|institution|growth|cumulative|idcw|dividend|payout|reinv|bonus/i;

function innerPlanTerms(text: string): Term[] {
  if (!PLAN_OPTION_HINT.test(text)) return [];
  const result: Term[] = [];
  for (const segment of text.split(SEGMENT_SEPARATORS)) {
    const terms = toTerms(segment);
    if (terms.length > 0 && terms.every((t) => t.kind !== "other") && terms.some((t) => MEANINGFUL.has(t.kind)))
      result.push(...terms);
  }
  return result;
}

function saysPlanAndOption(terms: readonly Term[]): boolean {
  return terms.some((t) => PLAN_KINDS.has(t.kind)) && terms.some((t) => OPTION_KINDS.has(t.kind));
}

// "Franklin India Liquid Fund - Unclaimed IDCW Plan - Growth": the fund's plans for unclaimed
// redemptions and IDCW belong to the fund; "Taurus Unclaimed Dividend ..." (no separator) is a scheme.
const UNCLAIMED_PART = /[-\u2013(]\s*unclaimed\b/i;

function splitUnclaimed(rawName: string, at: number): SplitName {
  const head = rawName.slice(0, at);
  const headTerms = tailTerms(head);
  const cutAt = headTerms[suffixStart(headTerms, false)]?.start ?? head.length;
  return {
    schemeName: cleanNamePart(rawName.slice(0, cutAt)),
    displayName: cleanNamePart(rawName),
    suffixTerms: toTerms(rawName.slice(cutAt)),
    innerTerms: [],
  };
}

/**
 * Splits a raw scheme name (as in the file) into the fund's name and its plan/option part.
 * `mayBeUnclaimed` (isUnclaimedPlan of the name) saves looking for an unclaimed-amounts part.
 */
export function splitSchemeName(rawName: string, mayBeUnclaimed = true): SplitName {
  const unclaimed = mayBeUnclaimed ? UNCLAIMED_PART.exec(rawName) : null;
  if (unclaimed) return splitUnclaimed(rawName, unclaimed.index);

  const terms = tailTerms(rawName);
  const first = suffixStart(terms, true);
  const firstTerm = terms[first];
  if (firstTerm === undefined) {
    const whole = cleanNamePart(rawName);
    return { schemeName: whole, displayName: whole, suffixTerms: [], innerTerms: innerPlanTerms(rawName) };
  }
  const head = rawName.slice(0, firstTerm.start);
  const schemeName = cleanNamePart(head);
  const suffix = cleanPlanOptionText(trimLeadingSeparators(rawName.slice(firstTerm.start)));
  // "Fund (Direct Plan - Growth)": the part stays in its parentheses.
  const displayName = /\(\s*$/.test(head)
    ? `${schemeName} (${suffix}${closesParenthesis(suffix) ? "" : ")"}`
    : `${schemeName} - ${suffix}`;
  const suffixTerms = terms.slice(first);
  return {
    schemeName,
    displayName,
    suffixTerms,
    innerTerms: saysPlanAndOption(suffixTerms) ? [] : innerPlanTerms(head),
  };
}

/**
 * What two spellings of one fund's name have in common: case, "&" versus "and", spaces and
 * punctuation do not count ("UTI - Overnight Fund" = "UTI Overnight Fund", "Large & Midcap" =
 * "Large and Mid Cap").
 */
export function schemeNameKey(schemeName: string): string {
  const codes: number[] = [];
  for (let i = 0; i < schemeName.length; i++) {
    const code = schemeName.charCodeAt(i);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) codes.push(code);
    else if (code >= 65 && code <= 90) codes.push(code + 32);
    else if (code === 38) codes.push(97, 110, 100);
  }
  return String.fromCharCode(...codes);
}
