// How descriptions of the same plan or scheme combine: the latest capture's description wins, except for a
// field it leaves empty (an ISIN, a plan type or option AMFI's 8-column layout leaves blank, a category AMFI's
// heading does not map): that field keeps the latest value any capture gave, with its companions (an option's
// IDCW frequency and the display name that states it). Each such field carries the rank of the capture that gave it, so the result is the same
// whichever order the descriptions arrive in: importing captures in any order stores the same descriptions.

import type { NavRecord } from "@/lib/ingest/amfi/types";

export interface PlanDescription {
  amcName: string;
  schemeName: string;
  planType: string | null;
  option: string | null;
  idcwFrequency: string | null;
  isinGrowth: string | null;
  isinReinvestment: string | null;
  displayName: string;
  rawName: string;
  /** The scheme's facts as this plan's line gave them (its category heading). */
  categorySlug: string | null;
  schemeType: string | null;
  rawCategoryHeading: string | null;
}

export interface SchemeDescription {
  amcName: string;
  name: string;
  categorySlug: string | null;
  schemeType: string | null;
  rawCategoryHeading: string | null;
}

export const PLAN_FILLED = ["isinGrowth", "isinReinvestment", "planType", "option"] as const;
export const SCHEME_FILLED = ["categorySlug"] as const;

/** Fields that go with a filled field: taken from the capture that gave it. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  option: ["idcwFrequency", "displayName"],
};

/** A description with the rank (captureKey) of the latest capture it stands for, and that of each filled field. */
export interface Ranked<T> {
  rank: number;
  value: T;
  /** Rank of the capture that gave each filled field its value (-Infinity while it is empty). */
  fieldRanks: Record<string, number>;
  /** The description as a capture said it, when this one is exactly that (the importer's fast path). */
  said: T | undefined;
}

/** A description as one capture said it (`said`: the very object, for the importer's fast path). */
export function ranked<T extends object>(
  value: T,
  rank: number,
  filled: readonly (keyof T & string)[],
  said?: T,
): Ranked<T> {
  const fieldRanks: Record<string, number> = {};
  for (const field of filled) fieldRanks[field] = value[field] === null ? Number.NEGATIVE_INFINITY : rank;
  // Every Ranked is built by this literal or combine's, with the same properties in the same order, so the
  // importer's per-line reads and writes of them stay fast (one object shape).
  return { rank, value, fieldRanks, said };
}

/** The combination of two descriptions; commutative and associative, so any order of arrival gives the same. */
export function combine<T extends object>(
  a: Ranked<T>,
  b: Ranked<T>,
  filled: readonly (keyof T & string)[],
): Ranked<T> {
  const base = a.rank >= b.rank ? a : b;
  let value = base.value;
  const fieldRanks = { ...base.fieldRanks };
  for (const field of filled) {
    const other = base === a ? b : a;
    if ((other.fieldRanks[field] ?? Number.NEGATIVE_INFINITY) > (fieldRanks[field] ?? Number.NEGATIVE_INFINITY)) {
      if (value === base.value) value = { ...base.value };
      value[field] = other.value[field];
      for (const companion of COMPANIONS[field] ?? [])
        (value as Record<string, unknown>)[companion] = (other.value as Record<string, unknown>)[companion];
      fieldRanks[field] = other.fieldRanks[field]!;
    }
  }
  return { rank: base.rank, value, fieldRanks, said: value === base.value ? base.said : undefined };
}

export function planDescription(r: NavRecord): PlanDescription {
  return {
    amcName: r.amcName,
    schemeName: r.schemeName,
    planType: r.planType,
    option: r.option,
    idcwFrequency: r.idcwFrequency,
    isinGrowth: r.isinGrowth,
    isinReinvestment: r.isinReinvestment,
    displayName: r.displayName,
    rawName: r.rawName,
    categorySlug: r.category?.slug ?? null,
    schemeType: r.schemeType,
    rawCategoryHeading: r.rawCategoryHeading,
  };
}

export const schemeKey = (amcName: string, schemeName: string) => `${amcName}\u0000${schemeName}`;

/** Folds one more description into a map of them. */
export function foldDescription<K, T extends object>(
  map: Map<K, Ranked<T>>,
  key: K,
  incoming: Ranked<T>,
  filled: readonly (keyof T & string)[],
): void {
  const held = map.get(key);
  map.set(key, held === undefined ? incoming : combine(held, incoming, filled));
}

/** Whether a line says exactly what a held description says (the usual case: nothing changed). */
export function samePlanDescription(held: PlanDescription, r: NavRecord): boolean {
  return (
    held.rawName === r.rawName &&
    held.displayName === r.displayName &&
    held.schemeName === r.schemeName &&
    held.amcName === r.amcName &&
    held.planType === r.planType &&
    held.option === r.option &&
    held.idcwFrequency === r.idcwFrequency &&
    held.isinGrowth === r.isinGrowth &&
    held.isinReinvestment === r.isinReinvestment &&
    held.categorySlug === (r.category?.slug ?? null) &&
    held.schemeType === r.schemeType &&
    held.rawCategoryHeading === r.rawCategoryHeading
  );
}
