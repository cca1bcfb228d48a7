// What one data line says about its plan: everything in the line before its NAV field.

import { readIsinField } from "./isin";
import type { LayoutColumns } from "./layouts";
import { describeFromColumns, describeFromName, resolveIdcwOption } from "./plan-option";
import { parseSchemeCode } from "./scheme-code";
import type { IdcwFrequency, OptionType, PlanType } from "./types";

/** One spelling group: the plans of one fund house whose fund names share a schemeNameKey (see unify-scheme-names.ts). */
export interface SpellingGroup {
  /** The parse in which `first` and `ambiguous` were last set. */
  pass: number;
  first: string;
  ambiguous: boolean;
}

/** The parse in which a scheme code was last counted. */
export interface SchemeCodeSlot {
  pass: number;
}

export interface PlanEntry {
  /** The line up to and including the ";" before the NAV field: the entry is a pure function of it. */
  readonly prefix: string;
  /** null: the line is skipped as scheme-code-invalid and the other fields are empty. */
  readonly schemeCode: number | null;
  readonly isinGrowth: string | null;
  readonly isinReinvestment: string | null;
  readonly malformedIsinGrowth: string | null;
  readonly malformedIsinReinvestment: string | null;
  readonly rawName: string;
  readonly displayName: string;
  readonly schemeName: string;
  readonly schemeNameKey: string;
  readonly planType: PlanType | null;
  readonly option: OptionType | null;
  readonly idcwFrequency: IdcwFrequency | null;
  readonly codeSlot: SchemeCodeSlot;
  /** The spelling group of the entry under the fund house groupAmcName (memo; see unify-scheme-names.ts). */
  groupAmcName: string | null;
  group: SpellingGroup | null;
}

function field(fields: readonly string[], index: number): string {
  return index < 0 ? "" : (fields[index] ?? "").trim();
}

/** What the entries of one cache share. */
export interface PlanEntryShared {
  /** The counting slot of a scheme code. */
  slotOf(schemeCode: number): SchemeCodeSlot;
  /** One string object per scheme name, so that comparing two names of one fund is comparing pointers. */
  intern(name: string): string;
}

/** Reads `prefix`: the text of a line up to its NAV field, detached from the file's text. */
export function readPlanEntry(prefix: string, columns: LayoutColumns, shared: PlanEntryShared): PlanEntry {
  const fields = prefix.split(";");
  const schemeCode = parseSchemeCode(field(fields, columns.schemeCode));
  const isinGrowthText = field(fields, columns.isinGrowth);
  const isinReinvestmentText = field(fields, columns.isinReinvestment);
  const isinGrowth = readIsinField(isinGrowthText);
  const isinReinvestment = readIsinField(isinReinvestmentText);
  const rawName = field(fields, columns.schemeName);
  const plan =
    columns.option >= 0
      ? describeFromColumns(rawName, field(fields, columns.plan), field(fields, columns.option))
      : describeFromName(rawName);
  return {
    prefix,
    schemeCode,
    isinGrowth: isinGrowth.kind === "valid" ? isinGrowth.isin : null,
    isinReinvestment: isinReinvestment.kind === "valid" ? isinReinvestment.isin : null,
    malformedIsinGrowth: isinGrowth.kind === "malformed" ? isinGrowth.value : null,
    malformedIsinReinvestment: isinReinvestment.kind === "malformed" ? isinReinvestment.value : null,
    rawName,
    displayName: plan.displayName,
    schemeName: shared.intern(plan.schemeName),
    schemeNameKey: plan.schemeNameKey,
    planType: plan.planType,
    option: resolveIdcwOption(plan.option, isinGrowthText, isinReinvestmentText),
    idcwFrequency: plan.idcwFrequency,
    codeSlot: shared.slotOf(schemeCode ?? 0),
    groupAmcName: null,
    group: null,
  };
}
