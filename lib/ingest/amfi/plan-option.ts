// Plan, option, IDCW frequency and names of one data line, from its name and (daily-8) Plan/Option columns.

import { cleanPlanOptionText } from "./display-text";
import {
  isUnclaimedPlan,
  readPlanOptionText,
  readTerms,
  type OptionReading,
  type PlanOptionReading,
} from "./plan-option-terms";
import { titleCaseName } from "./title-case";
import { schemeNameKey, splitSchemeName, type SplitName } from "./scheme-name";
import type { IdcwFrequency, OptionType, PlanType } from "./types";

export interface PlanDescription {
  displayName: string;
  schemeName: string;
  /** Plans whose schemeNameKey is the same belong to one fund (see schemeNameKey). */
  schemeNameKey: string;
  planType: PlanType | null;
  /** "IDCW" when the text does not say payout or reinvestment: see resolveIdcwOption. */
  option: OptionReading | null;
  idcwFrequency: IdcwFrequency | null;
}

// Memoised per distinct input: reading a name takes microseconds and a backfill meets the same
// ~15,000 names in every file. Cleared when it grows too large.
const MAX_CACHE_ENTRIES = 100_000;
const fromNameCache = new Map<string, PlanDescription>();
const fromColumnsCache = new Map<string, PlanDescription>();

function remember(cache: Map<string, PlanDescription>, key: string, value: PlanDescription): PlanDescription {
  if (cache.size >= MAX_CACHE_ENTRIES) cache.clear();
  cache.set(key, value);
  return value;
}

function isIdcw(option: OptionReading | null): boolean {
  return option === "IDCW" || option === "IDCW Payout" || option === "IDCW Reinvestment";
}

/** What a name says: its end first, then plan/option parts inside it for what the end leaves open. */
function readName(split: SplitName, unclaimed: boolean): PlanOptionReading {
  const end = readTerms(split.suffixTerms, unclaimed);
  if (split.innerTerms.length === 0) return end;
  const inner = readTerms(split.innerTerms, unclaimed);
  const useInnerOption = end.option === null;
  return {
    plan: end.plan ?? inner.plan,
    option: useInnerOption ? inner.option : end.option,
    idcwFrequency: useInnerOption ? inner.idcwFrequency : end.idcwFrequency,
  };
}

/** What a name states about plan and option, without AMFI's default (a name without "Direct" is regular). */
export function statedInName(rawName: string): PlanOptionReading {
  const unclaimed = isUnclaimedPlan(rawName);
  return readName(splitSchemeName(rawName, unclaimed), unclaimed);
}

/**
 * daily-6 and history-8: everything comes from the scheme name. A name that does not say "Direct" is
 * the regular plan: direct plans exist since 2013 and AMFI's files always name them; older schemes,
 * retail/institutional plans and single-plan schemes (most ETFs) are regular plans. A name that
 * states no option keeps option null: for such names the 2026-08 Option column says Growth for 68
 * and IDCW for 21 (e.g. "SBI Nifty50 Equal Weight ETF"), so Growth would be a guess.
 */
export function describeFromName(rawName: string): PlanDescription {
  const cached = fromNameCache.get(rawName);
  if (cached) return cached;
  const unclaimed = isUnclaimedPlan(rawName);
  const split = splitSchemeName(rawName, unclaimed);
  const reading = readName(split, unclaimed);
  return remember(fromNameCache, rawName, {
    displayName: titleCaseName(split.displayName),
    schemeName: split.schemeName,
    schemeNameKey: schemeNameKey(split.schemeName),
    planType: reading.plan ?? "Regular",
    option: reading.option,
    idcwFrequency: reading.idcwFrequency,
  });
}

/**
 * daily-8: the Plan and Option columns first, then the name. Where both columns are blank the name
 * usually carries neither (about 6,200 rows of the 2026-08 files, e.g. "SBI Large Cap Fund"), and
 * those rows include direct plans, so plan and option stay null (unknown) rather than "Regular".
 * Where only Plan is blank, the row still names its option, so the AMFI rule applies: not "Direct"
 * means the regular plan (these are legacy retail, institutional and "defunct" plans).
 */
export function describeFromColumns(rawName: string, planText: string, optionText: string): PlanDescription {
  const key = `${rawName}\u0000${planText}\u0000${optionText}`;
  const cached = fromColumnsCache.get(key);
  if (cached) return cached;
  const unclaimedName = isUnclaimedPlan(rawName);
  const split = splitSchemeName(rawName, unclaimedName);
  const unclaimed = unclaimedName || isUnclaimedPlan(optionText);
  const fromName = readName(split, unclaimed);
  const fromPlan = readPlanOptionText(planText);
  const fromOption = optionText === "" ? null : readPlanOptionText(optionText, unclaimed);
  const statesPlanOrOption = optionText !== "" || split.suffixTerms.length > 0;
  const planType = fromPlan.plan ?? fromOption?.plan ?? fromName.plan ?? (statesPlanOrOption ? "Regular" : null);
  let option = fromOption?.option ?? null;
  let idcwFrequency = fromOption?.idcwFrequency ?? null;
  if (option === null) {
    option = fromName.option;
    idcwFrequency = fromName.idcwFrequency;
  } else if (isIdcw(option) && isIdcw(fromName.option)) {
    // Option "IDCW" with the name "... - Monthly IDCW Reinvestment": the name adds what the column leaves out.
    if (option === "IDCW") option = fromName.option;
    idcwFrequency ??= fromName.idcwFrequency;
  }
  const displayName =
    split.suffixTerms.length > 0
      ? split.displayName
      : [split.schemeName, cleanPlanOptionText(planText), cleanPlanOptionText(optionText)]
          .filter((part) => part !== "")
          .join(" - ");
  return remember(fromColumnsCache, key, {
    displayName: titleCaseName(displayName),
    schemeName: split.schemeName,
    schemeNameKey: schemeNameKey(split.schemeName),
    planType,
    option,
    idcwFrequency,
  });
}

/**
 * An IDCW option whose text says neither payout nor reinvestment ("IDCW", "Dividend Option",
 * "IDCW (Payout/Reinvestment)"): one scheme code then usually serves both, and AMFI's first ISIN
 * column is the payout ISIN. So it is the payout option, unless the line has only a reinvestment
 * ISIN (e.g. Axis "Daily IDCW": "-" then INF846K01CU0), which makes it the reinvestment option.
 * Checked on the 2026-08 files where the Option column does say: scheme codes with only a reinvestment
 * ISIN are reinvestment options 194 times in 200, those with only a payout ISIN payout options 180 in
 * 183, and those with both ISINs payout options 126 in 145.
 */
export function resolveIdcwOption(
  option: OptionReading | null,
  isinGrowthField: string,
  isinReinvestmentField: string,
): OptionType | null {
  if (option !== "IDCW") return option;
  const hasPayoutIsin = isinGrowthField !== "" && isinGrowthField !== "-";
  const hasReinvestmentIsin = isinReinvestmentField !== "" && isinReinvestmentField !== "-";
  return !hasPayoutIsin && hasReinvestmentIsin ? "IDCW Reinvestment" : "IDCW Payout";
}
