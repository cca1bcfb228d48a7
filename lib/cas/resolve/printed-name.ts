import { KNOWN_RENAMES } from "@/lib/cas/resolve/known-renames";
import { statedInName } from "@/lib/ingest/amfi/plan-option";
import type { OptionReading } from "@/lib/ingest/amfi/plan-option-terms";
import type { IdcwFrequency, PlanType } from "@/lib/ingest/amfi/types";

/** What a printed scheme name says about the plan it means, read with the words AMFI's files use. */
export interface PrintedName {
  /** The name with an old fund name replaced by its current one. */
  name: string;
  /** Null when the name prints neither "Direct" nor "Regular": either plan may be meant. */
  plan: PlanType | null;
  /** "IDCW" when the name says neither payout nor reinvestment. */
  option: OptionReading;
  frequency: IdcwFrequency | null;
}

type Renames = readonly (readonly [string, string])[];

/** The printed name with an old fund name replaced by its current one. */
export function currentName(printed: string, renames: Renames = KNOWN_RENAMES): string {
  const lower = printed.toLowerCase();
  for (const [old, now] of renames) if (lower.startsWith(old.toLowerCase())) return now + printed.slice(old.length);
  return printed;
}

/**
 * Plan, option and IDCW frequency as the printed name states them. A name that prints neither "Direct" nor
 * "Regular" leaves the plan open: AMFI names every direct plan, but the registrars do not (KFintech prints "Quant
 * Active Fund - Growth" for the direct plan), so the NAVs the statement prints, or the member, settle it. A name
 * without an IDCW, dividend or bonus word is the growth option (registrars print the option of every IDCW plan).
 */
export function readPrintedName(printed: string, renames?: Renames): PrintedName {
  const name = currentName(printed, renames);
  const stated = statedInName(name);
  return {
    name,
    plan: stated.plan,
    option: stated.option ?? "Growth",
    frequency: stated.option === null || stated.option === "Growth" ? null : stated.idcwFrequency,
  };
}
