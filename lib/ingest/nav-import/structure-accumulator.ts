// What a batch of captures says about fund houses, categories, schemes and plans: for each plan and scheme
// the combination (structure-merge.ts) of every capture's description, and every fund house, category and
// category heading seen. The parse worker sends a plan's description only when it differs from the last it
// sent, so most lines only move a rank here.
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

export class StructureAccumulator {
  readonly plans = new Map<number, Ranked<PlanDescription>>();
  /** What the parse worker last said about each plan, with its category (a line without a description repeats it). */
  private readonly lastSaid = new Map<number, { description: PlanDescription; category: CategoryFacts | null }>();
  /** Every description a plan was given, as schemes: a scheme a later capture renamed still exists. */
  private readonly namedSchemes = new Map<string, Ranked<SchemeDescription>>();
  readonly amcNames = new Set<string>();
  readonly categories = new Map<string, { assetClass: string; sebiCategory: string }>();
  readonly headings = new Map<string, Set<string>>();

  /**
   * What the worker said about a plan in a file, whether or not the file is accepted (the worker does not
   * repeat it for the next file either way).
   */
  hear(code: number, description: PlanDescription, category: CategoryFacts | null): void {
    this.lastSaid.set(code, { description, category });
  }

  /** A line of an accepted capture (key: captureKey) about this plan: what was last heard about it. */
  fold(code: number, key: number): void {
    const { description: said, category } = this.lastSaid.get(code)!;
    const held = this.plans.get(code);
    if (held !== undefined && held.said === said && key >= held.rank) {
      // Most lines: the capture repeats the description held; the capture and its non-empty fields move up.
      held.rank = key;
      // Spelled out rather than looped over PLAN_FILLED: this runs for every line of every file.
      if (said.isinGrowth !== null) held.fieldRanks.isinGrowth = key;
      if (said.isinReinvestment !== null) held.fieldRanks.isinReinvestment = key;
      return;
    }
    const incoming = ranked(said, key, PLAN_FILLED, said);
    foldDescription(this.plans, code, incoming, PLAN_FILLED);
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
