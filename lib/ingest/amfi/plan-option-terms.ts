// The words AMFI uses for plans and options, in the Plan/Option columns and at the end of scheme names.

import type { IdcwFrequency, OptionType, PlanType } from "./types";

export type TermKind =
  | "direct"
  | "regular"
  | "growth"
  | "idcw"
  | "payout"
  | "reinvestment"
  | "bonus"
  | "frequency"
  | "qualifier"
  | "connector"
  | "other";

export interface Term {
  kind: TermKind;
  /** For kind "frequency": the frequency, or null for one outside IDCW_FREQUENCIES (e.g. "Bi-Monthly"). */
  frequency: IdcwFrequency | null;
  /** Offsets of the term's words in the text (end exclusive). */
  start: number;
  end: number;
}

const SINGLE_WORDS = new Map<string, { kind: TermKind; frequency?: IdcwFrequency }>([
  ["direct", { kind: "direct" }],
  // Legacy plans that are not direct plans ("Retail Plan", "Institutional Plan", Baroda's "Defunct Plan").
  ["regular", { kind: "regular" }],
  ["retail", { kind: "regular" }],
  ["institutional", { kind: "regular" }],
  ["institution", { kind: "regular" }],
  ["instn", { kind: "regular" }],
  ["regulat", { kind: "regular" }],
  ["defunct", { kind: "regular" }],
  ["growth", { kind: "growth" }],
  ["cumulative", { kind: "growth" }],
  ["gr", { kind: "growth" }],
  // "Dividend" is the pre-2021 name of IDCW; "DCW" and "IDWC" are typos in the files.
  ["idcw", { kind: "idcw" }],
  ["dcw", { kind: "idcw" }],
  ["idwc", { kind: "idcw" }],
  ["icdw", { kind: "idcw" }],
  ["divdend", { kind: "idcw" }],
  ["idcws", { kind: "idcw" }],
  ["idcwoption", { kind: "idcw" }],
  ["dividend", { kind: "idcw" }],
  ["div", { kind: "idcw" }],
  ["payout", { kind: "payout" }],
  ["idcwpayout", { kind: "payout" }],
  ["payouout", { kind: "payout" }],
  ["reinvestment", { kind: "reinvestment" }],
  ["reinvest", { kind: "reinvestment" }],
  ["reinv", { kind: "reinvestment" }],
  ["idcwreinvestment", { kind: "reinvestment" }],
  ["bonus", { kind: "bonus" }],
  ["daily", { kind: "frequency", frequency: "Daily" }],
  ["weekly", { kind: "frequency", frequency: "Weekly" }],
  ["weekkly", { kind: "frequency", frequency: "Weekly" }],
  ["wkly", { kind: "frequency", frequency: "Weekly" }],
  ["fortnightly", { kind: "frequency", frequency: "Fortnightly" }],
  ["fornightly", { kind: "frequency", frequency: "Fortnightly" }],
  ["monthly", { kind: "frequency", frequency: "Monthly" }],
  ["quarterly", { kind: "frequency", frequency: "Quarterly" }],
  ["quaterly", { kind: "frequency", frequency: "Quarterly" }],
  ["halfyearly", { kind: "frequency", frequency: "Half Yearly" }],
  ["annual", { kind: "frequency", frequency: "Annual" }],
  ["annually", { kind: "frequency", frequency: "Annual" }],
  ["annaul", { kind: "frequency", frequency: "Annual" }],
  ["yearly", { kind: "frequency", frequency: "Annual" }],
  ["bimonthly", { kind: "frequency" }],
  ["periodic", { kind: "qualifier" }],
  ["flexi", { kind: "qualifier" }],
  ["discretionary", { kind: "qualifier" }],
  ["adhoc", { kind: "qualifier" }],
  ["normal", { kind: "qualifier" }],
  ["standard", { kind: "qualifier" }],
  ["others", { kind: "qualifier" }],
  ["sub", { kind: "qualifier" }],
  ["discontinued", { kind: "qualifier" }],
  ["automatic", { kind: "qualifier" }],
  // Provident-fund options of gilt funds ("PF Plan", "P F Option").
  ["pf", { kind: "qualifier" }],
  ["plan", { kind: "connector" }],
  ["paln", { kind: "connector" }],
  ["option", { kind: "connector" }],
  ["options", { kind: "connector" }],
  ["optio", { kind: "connector" }],
  ["opt", { kind: "connector" }],
  ["opton", { kind: "connector" }],
  ["pan", { kind: "connector" }],
  ["of", { kind: "connector" }],
  ["and", { kind: "connector" }],
  ["or", { kind: "connector" }],
]);

// "Income Distribution cum Capital Withdrawal" and the files' variants ("Income Cum Distribution
// Capital Withdrawal", "Income Distribution Cum Withdrawal", "Capital Withdrwal", "cumcapital").
const IDCW_WORDS = new Set(["distribution", "cum", "capital", "withdrawal", "withdrawl", "withdrwal", "cumcapital"]);

/** Several words that form one term: [words, term]. */
const PHRASES: readonly [readonly string[], { kind: TermKind; frequency?: IdcwFrequency }][] = [
  [["re", "investment"], { kind: "reinvestment" }],
  [["re", "invest"], { kind: "reinvestment" }],
  [["pay", "out"], { kind: "payout" }],
  [["half", "yearly"], { kind: "frequency", frequency: "Half Yearly" }],
  [["half", "annual"], { kind: "frequency", frequency: "Half Yearly" }],
  [["semi", "annual"], { kind: "frequency", frequency: "Half Yearly" }],
  [["semi", "annually"], { kind: "frequency", frequency: "Half Yearly" }],
  [["bi", "monthly"], { kind: "frequency" }],
  [["super", "institutional"], { kind: "regular" }],
  [["p", "f"], { kind: "qualifier" }],
  // Sundaram's "Principal Units" plans are what AMFI's Option column calls the bonus option.
  [["principal", "units"], { kind: "bonus" }],
  [["automatic", "capital", "appreciation"], { kind: "qualifier" }],
  [["defined", "maturity", "date"], { kind: "qualifier" }],
];

const PHRASES_BY_FIRST_WORD = new Map<string, typeof PHRASES>();
const PHRASE_WORDS = new Set<string>();
for (const phrase of PHRASES) {
  const first = phrase[0][0] ?? "";
  PHRASES_BY_FIRST_WORD.set(first, [...(PHRASES_BY_FIRST_WORD.get(first) ?? []), phrase]);
  for (const word of phrase[0]) PHRASE_WORDS.add(word);
}
PHRASE_WORDS.add("income");
for (const word of IDCW_WORDS) PHRASE_WORDS.add(word);

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

interface Word {
  text: string;
  start: number;
  end: number;
}

function words(text: string, from: number): Word[] {
  const result: Word[] = [];
  let start = -1;
  for (let i = from; i <= text.length; i++) {
    const inWord = i < text.length && isWordChar(text.charCodeAt(i));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      result.push({ text: text.slice(start, i).toLowerCase(), start, end: i });
      start = -1;
    }
  }
  return result;
}

/** The text as a list of terms (words of the fund's own name are kind "other"). */
export function toTerms(text: string): Term[] {
  return termsFrom(text, 0);
}

/**
 * The terms of the end of a text, from the last word that can be no part of a plan/option term:
 * enough to find a plan/option suffix without reading the whole name.
 */
export function tailTerms(text: string): Term[] {
  const tail: Word[] = [];
  let end = text.length;
  while (end > 0) {
    while (end > 0 && !isWordChar(text.charCodeAt(end - 1))) end--;
    let start = end;
    while (start > 0 && isWordChar(text.charCodeAt(start - 1))) start--;
    if (start === end) break;
    const word = { text: text.slice(start, end).toLowerCase(), start, end };
    tail.push(word);
    if (!SINGLE_WORDS.has(word.text) && !PHRASE_WORDS.has(word.text)) break;
    end = start;
  }
  return classify(tail.reverse());
}

function termsFrom(text: string, from: number): Term[] {
  return classify(words(text, from));
}

function classify(list: readonly Word[]): Term[] {
  const terms: Term[] = [];
  for (let i = 0; i < list.length; i++) {
    const word = list[i] as Word;
    if (word.text === "income") {
      // "income" followed by at least two IDCW words is IDCW; "Monthly Income Plan" stays the fund's.
      let last = i;
      while (last + 1 < list.length && IDCW_WORDS.has((list[last + 1] as Word).text)) last++;
      if (last - i >= 2) {
        terms.push({ kind: "idcw", frequency: null, start: word.start, end: (list[last] as Word).end });
        i = last;
        continue;
      }
    }
    let matched = false;
    for (const [phrase, term] of PHRASES_BY_FIRST_WORD.get(word.text) ?? []) {
      if (phrase.every((w, k) => list[i + k]?.text === w)) {
        const last = list[i + phrase.length - 1] as Word;
        terms.push({ kind: term.kind, frequency: term.frequency ?? null, start: word.start, end: last.end });
        i += phrase.length - 1;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const single = SINGLE_WORDS.get(word.text);
    terms.push({
      kind: single?.kind ?? "other",
      frequency: single?.frequency ?? null,
      start: word.start,
      end: word.end,
    });
  }
  return terms;
}

/** "IDCW" is an IDCW option that does not say whether it pays out or reinvests. */
export type OptionReading = OptionType | "IDCW";

export interface PlanOptionReading {
  plan: PlanType | null;
  option: OptionReading | null;
  idcwFrequency: IdcwFrequency | null;
}

// Special plans that hold investors' unclaimed redemptions and IDCW: not an option of the scheme.
const UNCLAIMED = /unclaimed|investor education|redemption|\b(?:than|upto|up to) (?:3|three) (?:years|yrs)\b/i;

export function isUnclaimedPlan(text: string): boolean {
  return UNCLAIMED.test(text);
}

/**
 * What a list of terms says about plan, option and IDCW frequency. Direct beats Regular; Bonus beats
 * IDCW, which beats Growth ("Growth Plan - IDCW Option" is an IDCW option). Payout or reinvestment
 * alone implies IDCW, and so does a frequency alone. The frequency is kept for IDCW options only.
 */
export function readTerms(terms: readonly Term[], unclaimed = false): PlanOptionReading {
  let direct = false;
  let regular = false;
  let growth = false;
  let idcw = false;
  let payout = false;
  let reinvestment = false;
  let bonus = false;
  let frequency: IdcwFrequency | null = null;
  for (const term of terms) {
    switch (term.kind) {
      case "direct":
        direct = true;
        break;
      case "regular":
        regular = true;
        break;
      case "growth":
        growth = true;
        break;
      case "idcw":
        idcw = true;
        break;
      case "payout":
        payout = true;
        break;
      case "reinvestment":
        reinvestment = true;
        break;
      case "bonus":
        bonus = true;
        break;
      case "frequency":
        frequency ??= term.frequency;
        break;
      default:
        break;
    }
  }
  const plan: PlanType | null = direct ? "Direct" : regular ? "Regular" : null;
  let option: OptionReading | null = null;
  if (unclaimed) option = null;
  else if (bonus) option = "Bonus";
  else if (payout && !reinvestment) option = "IDCW Payout";
  else if (reinvestment && !payout) option = "IDCW Reinvestment";
  else if (idcw || payout) option = "IDCW";
  else if (growth) option = "Growth";
  // Only IDCW options have a frequency: "... LIQUID FUND DIRECT WEEKLY" is the weekly IDCW option.
  else if (frequency !== null) option = "IDCW";
  const isIdcw = option === "IDCW" || option === "IDCW Payout" || option === "IDCW Reinvestment";
  return { plan, option, idcwFrequency: isIdcw ? frequency : null };
}

/** Reads a Plan or Option column (or any free text that is only about plan and option). */
export function readPlanOptionText(text: string, unclaimed = isUnclaimedPlan(text)): PlanOptionReading {
  return readTerms(toTerms(text), unclaimed);
}
