// What a batch of captures says about fund houses, categories, schemes and plans: for each plan and scheme
// the combination (structure-merge.ts) of every capture's description, and every fund house, category and
// category heading seen. The parse worker sends a plan's description only when it differs from the last it sent,
// so most lines only move a rank here.
import { SchemeCodeTable } from "@/lib/ingest/amfi/scheme-code-table";
import type { CategoryFacts } from "@/lib/ingest/nav-import/parsed-capture";
import {
  foldDescription,
  PLAN_FILLED,
  ranked,
  SCHEME_FILLED,
  schemeKey,
  type PlanDescription,
  type Ranked,
  type SchemeDescription,
} from "@/lib/ingest/nav-import/structure-merge";

const schemeOf = (plan: PlanDescription): SchemeDescription => ({
  amcName: plan.amcName,
  name: plan.schemeName,
  categorySlug: plan.categorySlug,
  schemeType: plan.schemeType,
  rawCategoryHeading: plan.rawCategoryHeading,
});

/** A growable Float64Array or Int32Array. */
function grown<T extends Float64Array | Int32Array>(array: T, size: number, fill: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  next.fill(fill, array.length);
  return next;
}

export class StructureAccumulator {
  private readonly held = new Map<number, Ranked<PlanDescription>>();
  /** A number per plan heard of: the index of its entries in the arrays below. */
  private readonly slots = new SchemeCodeTable<number>();
  private readonly codes: number[] = [];
  // The held description's ranks by slot (rank, then those of its filled fields, PLAN_FILLED): the true
  // values while lines are folded, copied into `held` (syncRanks) before it is read. Most lines only raise
  // these, in small arrays that stay in the CPU's cache.
  private ranks = new Float64Array(1 << 14);
  private growthRanks = new Float64Array(1 << 14);
  private reinvestmentRanks = new Float64Array(1 << 14);
  private planTypeRanks = new Float64Array(1 << 14);
  private optionRanks = new Float64Array(1 << 14);
  /** The id (below) of held.said by slot, -1 for none. */
  private heldSaid = new Int32Array(1 << 14).fill(-1);
  /** Every description heard, by id. */
  private readonly heard: { description: PlanDescription; category: CategoryFacts | null }[] = [];
  /**
   * The id of what the parse worker last said about each plan, by slot: a line without a description repeats
   * it.
   */
  private said = new Int32Array(1 << 14).fill(-1);
  /** Every description a plan was given, as schemes: a scheme a later capture renamed still exists. */
  private readonly namedSchemes = new Map<string, Ranked<SchemeDescription>>();
  readonly amcNames = new Set<string>();
  readonly categories = new Map<string, { assetClass: string; sebiCategory: string }>();
  readonly headings = new Map<string, Set<string>>();

  /** Every plan with its combined description. */
  get plans(): Map<number, Ranked<PlanDescription>> {
    this.syncRanks();
    return this.held;
  }

  private slotOf(code: number): number {
    let slot = this.slots.get(code);
    if (slot === undefined) {
      slot = this.codes.length;
      this.slots.set(code, slot);
      this.codes.push(code);
      const size = slot + 1;
      this.ranks = grown(this.ranks, size, 0);
      this.growthRanks = grown(this.growthRanks, size, 0);
      this.reinvestmentRanks = grown(this.reinvestmentRanks, size, 0);
      this.planTypeRanks = grown(this.planTypeRanks, size, 0);
      this.optionRanks = grown(this.optionRanks, size, 0);
      this.heldSaid = grown(this.heldSaid, size, -1);
      this.said = grown(this.said, size, -1);
    }
    return slot;
  }

  /**
   * What the parse worker said about a plan in a file, whether or not the file is accepted (the worker does
   * not repeat it for the next file either way).
   */
  hear(code: number, description: PlanDescription, category: CategoryFacts | null): void {
    this.said[this.slotOf(code)] = this.heard.length;
    this.heard.push({ description, category });
  }

  /** A line of an accepted capture (key: captureKey) about this plan: what was last heard about it. */
  fold(code: number, key: number): void {
    const slot = this.slots.get(code)!;
    const id = this.said[slot]!;
    if (this.heldSaid[slot] === id && key >= this.ranks[slot]!) {
      // Most lines: the capture repeats the description held; the capture and its non-empty fields move up.
      const said = this.heard[id]!.description;
      this.ranks[slot] = key;
      if (said.isinGrowth !== null) this.growthRanks[slot] = key;
      if (said.isinReinvestment !== null) this.reinvestmentRanks[slot] = key;
      if (said.planType !== null) this.planTypeRanks[slot] = key;
      if (said.option !== null) this.optionRanks[slot] = key;
      return;
    }
    const { description: said, category } = this.heard[id]!;
    const before = this.held.get(code);
    if (before !== undefined) this.syncRank(slot, before);
    foldDescription(this.held, code, ranked(said, key, PLAN_FILLED, said), PLAN_FILLED);
    const after = this.held.get(code)!;
    this.ranks[slot] = after.rank;
    this.growthRanks[slot] = after.fieldRanks.isinGrowth!;
    this.reinvestmentRanks[slot] = after.fieldRanks.isinReinvestment!;
    this.planTypeRanks[slot] = after.fieldRanks.planType!;
    this.optionRanks[slot] = after.fieldRanks.option!;
    this.heldSaid[slot] = after.said === said ? id : after.said !== undefined ? this.heldSaid[slot]! : -1;

    foldDescription(
      this.namedSchemes,
      schemeKey(said.amcName, said.schemeName),
      ranked(schemeOf(said), key, SCHEME_FILLED),
      SCHEME_FILLED,
    );
    this.amcNames.add(said.amcName);
    if (category !== null) {
      if (!this.categories.has(category.slug))
        this.categories.set(category.slug, { assetClass: category.assetClass, sebiCategory: category.sebiCategory });
      if (said.rawCategoryHeading !== null) {
        let seen = this.headings.get(category.slug);
        if (seen === undefined) this.headings.set(category.slug, (seen = new Set()));
        seen.add(said.rawCategoryHeading);
      }
    }
  }

  private syncRank(slot: number, held: Ranked<PlanDescription>): void {
    held.rank = this.ranks[slot]!;
    held.fieldRanks.isinGrowth = this.growthRanks[slot]!;
    held.fieldRanks.isinReinvestment = this.reinvestmentRanks[slot]!;
    held.fieldRanks.planType = this.planTypeRanks[slot]!;
    held.fieldRanks.option = this.optionRanks[slot]!;
  }

  private syncRanks(): void {
    for (const [code, held] of this.held) this.syncRank(this.slots.get(code)!, held);
  }

  /** Every scheme the batch named, each with its combined description, ranked by the latest capture that named it. */
  schemes(): Map<string, Ranked<SchemeDescription>> {
    const schemes = new Map<string, Ranked<SchemeDescription>>();
    for (const [key, value] of this.namedSchemes)
      schemes.set(key, { rank: value.rank, value: value.value, fieldRanks: { ...value.fieldRanks }, said: undefined });
    for (const plan of this.plans.values()) {
      const scheme = schemeOf(plan.value);
      foldDescription(
        schemes,
        schemeKey(scheme.amcName, scheme.name),
        ranked(scheme, plan.rank, SCHEME_FILLED),
        SCHEME_FILLED,
      );
    }
    return schemes;
  }
}
