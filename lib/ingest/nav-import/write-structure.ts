// Writes the fund houses, categories, schemes and plans a batch describes, combined with what is stored by
// the order-free rule of structure-merge.ts (stored rows carry the captures of their description and of each
// filled field), writing only rows whose values or captures change.
import type { TransactionSql } from "postgres";
import { captureKey } from "@/lib/ingest/nav-import/capture-order";
import type { StructureAccumulator } from "@/lib/ingest/nav-import/structure-accumulator";
import {
  combine,
  PLAN_FILLED,
  SCHEME_FILLED,
  schemeKey,
  type PlanDescription,
  type Ranked,
  type SchemeDescription,
} from "@/lib/ingest/nav-import/structure-merge";
import { slugify } from "@/lib/ingest/slug";
import { withIndexBuiltAfter } from "@/lib/ingest/nav-import/build-index-after";

// A value stored before captures were tracked: older than any capture, yet not empty.
const UNTRACKED = -Number.MAX_VALUE;
const EMPTY = Number.NEGATIVE_INFINITY;
const NO_SCHEME_FACTS = { categorySlug: null, schemeType: null, rawCategoryHeading: null };

/** Capture keys of stored rows and the import ids they stand for, and the batch's. */
class CaptureIds {
  private readonly ids = new Map<number, number>();
  /** Each stored import's capture (file date and number), read once rather than joined to every stored row. */
  constructor(
    batchIdOfKey: (key: number) => number,
    batchKeys: readonly number[],
    private readonly captures: ReadonlyMap<number, { fileDate: string; captureNo: number | null }>,
  ) {
    for (const key of batchKeys) this.ids.set(key, batchIdOfKey(key));
  }
  /** The rank of a stored capture, from its import row (null when the value predates tracking or is empty). */
  rank(importId: number | null, hasValue: boolean): number {
    if (!hasValue) return EMPTY;
    const capture = importId === null ? undefined : this.captures.get(importId);
    if (importId === null || capture === undefined) return UNTRACKED;
    const key = captureKey(capture.fileDate, capture.captureNo ?? 0, importId);
    this.ids.set(key, importId);
    return key;
  }
  id(rank: number | undefined): number | null {
    return rank === undefined ? null : (this.ids.get(rank) ?? null);
  }
}

/** The stored row combined with the batch's, or null when the stored row stays as it is. */
function settle<T extends object>(
  batch: Ranked<T>,
  stored: Ranked<T> | undefined,
  filled: readonly (keyof T & string)[],
  ids: CaptureIds,
) {
  const merged = stored === undefined ? batch : combine(stored, batch, filled);
  const sameValue =
    stored !== undefined &&
    (Object.keys(merged.value) as (keyof T)[]).every((k) => merged.value[k] === stored.value[k]);
  const sameRanks =
    stored !== undefined &&
    merged.rank === stored.rank &&
    filled.every((f) => merged.fieldRanks[f] === stored.fieldRanks[f]);
  if (sameValue && sameRanks) return null;
  return {
    value: merged.value,
    /** Only the captures behind the stored values move (every later capture repeating a plan does that). */
    ranksOnly: sameValue,
    importId: ids.id(merged.rank),
    fieldIds: filled.map((f) => ids.id(merged.fieldRanks[f])),
  };
}

export async function writeStructure(
  tx: TransactionSql,
  structure: StructureAccumulator,
  importIdOfKey: (key: number) => number,
  batchKeys: readonly number[],
): Promise<void> {
  const amcNames = [...structure.amcNames];
  await tx`
    insert into amcs (name, slug) select * from unnest(${amcNames}::text[], ${amcNames.map(slugify)}::text[])
    on conflict (slug) do nothing`;

  const categoryRows = [...structure.categories.entries()];
  await tx`
    insert into categories (asset_class, sebi_category, slug)
    select * from unnest(${categoryRows.map(([, c]) => c.assetClass)}::text[], ${categoryRows.map(([, c]) => c.sebiCategory)}::text[], ${categoryRows.map(([slug]) => slug)}::text[])
    on conflict (slug) do nothing`;
  const headingPairs = [...structure.headings.entries()].flatMap(([slug, set]) =>
    [...set].map((h) => [slug, h] as const),
  );
  await tx`
    update categories c set raw_headings = array(select distinct h from unnest(c.raw_headings || n.headings) as h order by h)
    from (
      select slug, array_agg(heading) as headings
      from unnest(${headingPairs.map(([s]) => s)}::text[], ${headingPairs.map(([, h]) => h)}::text[]) as t(slug, heading)
      group by slug
    ) n
    where c.slug = n.slug and not (n.headings <@ c.raw_headings)`;

  const captures = await tx<{ id: number; file_date: string; capture_no: number | null }[]>`
    select id, to_char(file_date, 'YYYY-MM-DD') as file_date, capture_no from imports where file_date is not null`;
  const ids = new CaptureIds(
    importIdOfKey,
    batchKeys,
    new Map(captures.map((row) => [row.id, { fileDate: row.file_date, captureNo: row.capture_no }])),
  );
  const amcSlugs = amcNames.map(slugify);
  // Every scheme and plan names its fund house: slugified once per house, not once per row (14,500 plans a day).
  const slugOf = new Map(amcNames.map((name, i) => [name, amcSlugs[i]!]));
  await writeSchemes(tx, structure.schemes(), amcSlugs, slugOf, ids);
  await writePlans(tx, structure.plans, slugOf, ids);
}

async function writeSchemes(
  tx: TransactionSql,
  schemes: Map<string, Ranked<SchemeDescription>>,
  amcSlugs: string[],
  slugOf: ReadonlyMap<string, string>,
  ids: CaptureIds,
) {
  const rows = await tx<StoredSchemeRow[]>`
    select a.slug as amc_slug, s.name, c.slug as category_slug, s.scheme_type, s.raw_category_heading,
           s.import_id, s.category_import_id
    from schemes s join amcs a on a.id = s.amc_id left join categories c on c.id = s.category_id
    where a.slug = any(${amcSlugs}::text[])`;
  const out = settleSchemes(schemes, storedSchemes(rows, ids), slugOf, ids);
  if (out.length === 0) return;
  await tx`
    insert into schemes (amc_id, name, category_id, scheme_type, raw_category_heading, import_id, category_import_id)
    select a.id, t.name, c.id, t.scheme_type, t.heading, t.import_id, t.category_import_id
    from unnest(${out.map((s) => s.value.amcName)}::text[], ${out.map((s) => s.value.name)}::text[], ${out.map((s) => s.value.categorySlug)}::text[],
                ${out.map((s) => s.value.schemeType)}::text[], ${out.map((s) => s.value.rawCategoryHeading)}::text[], ${out.map((s) => s.importId)}::int[],
                ${out.map((s) => s.categoryImportId)}::int[])
         as t(amc_slug, name, category_slug, scheme_type, heading, import_id, category_import_id)
    join amcs a on a.slug = t.amc_slug
    left join categories c on c.slug = t.category_slug
    on conflict (amc_id, name) do update set
      category_id = excluded.category_id, scheme_type = excluded.scheme_type, raw_category_heading = excluded.raw_category_heading,
      import_id = excluded.import_id, category_import_id = excluded.category_import_id`;
}

async function writePlans(
  tx: TransactionSql,
  plans: Map<number, Ranked<PlanDescription>>,
  slugOf: ReadonlyMap<string, string>,
  ids: CaptureIds,
) {
  const rows = await tx<StoredPlanRow[]>`
    select p.scheme_code, a.slug as amc_slug, s.name as scheme_name, p.plan_type, p.option, p.idcw_frequency, p.isin_growth, p.isin_reinvestment,
           p.display_name, p.raw_name, p.import_id, p.isin_growth_import_id as g_import_id,
           p.isin_reinvestment_import_id as r_import_id, p.plan_type_import_id as t_import_id, p.option_import_id as o_import_id
    from plans p join schemes s on s.id = p.scheme_id join amcs a on a.id = s.amc_id
    where p.scheme_code = any(${[...plans.keys()]}::int[])`;
  const stored = storedPlans(rows, ids);
  const { out, restamped } = settlePlans(plans, stored, slugOf, ids);
  // A daily capture repeats nearly every plan as it was: only the capture columns change, no indexed column,
  // so with the table's free space (fillfactor, migration 0032) the rows are updated in place (14,500 plans:
  // 25 ms, against 1.1 s through the upsert below).
  if (restamped.length)
    await tx`
      update plans p set import_id = t.import_id, isin_growth_import_id = t.g_import_id,
        isin_reinvestment_import_id = t.r_import_id, plan_type_import_id = t.t_import_id, option_import_id = t.o_import_id
      from unnest(${restamped.map((p) => p.code)}::int[], ${restamped.map((p) => p.importId)}::int[],
                  ${restamped.map((p) => p.fieldIds[0] ?? null)}::int[], ${restamped.map((p) => p.fieldIds[1] ?? null)}::int[],
                  ${restamped.map((p) => p.fieldIds[2] ?? null)}::int[], ${restamped.map((p) => p.fieldIds[3] ?? null)}::int[])
           as t(code, import_id, g_import_id, r_import_id, t_import_id, o_import_id)
      where p.scheme_code = t.code`;
  if (out.length === 0) return;
  const column = <K extends keyof PlanDescription>(key: K) => out.map((p) => p.value[key]);
  // Into an empty table (a new deployment's first year) the trigram index on display_name is built once
  // after the rows, not grown row by row: for the real year's 15,000 plans 0.4 s to insert and 0.2 s to
  // build, against 1.0 s.
  const [{ empty } = { empty: false }] =
    stored.size === 0 ? await tx<{ empty: boolean }[]>`select not exists (select 1 from plans) as empty` : [];
  const insert = () => tx`
    insert into plans (scheme_code, scheme_id, plan_type, option, idcw_frequency, isin_growth, isin_reinvestment, display_name, raw_name,
                       import_id, isin_growth_import_id, isin_reinvestment_import_id, plan_type_import_id, option_import_id)
    select t.code, s.id, t.plan_type, t.option, t.idcw_frequency, t.isin_growth, t.isin_reinvestment, t.display_name, t.raw_name,
           t.import_id, t.g_import_id, t.r_import_id, t.t_import_id, t.o_import_id
    from unnest(${out.map((p) => p.code)}::int[], ${column("amcName")}::text[], ${column("schemeName")}::text[], ${column("planType")}::text[],
                ${column("option")}::text[], ${column("idcwFrequency")}::text[], ${column("isinGrowth")}::text[], ${column("isinReinvestment")}::text[],
                ${column("displayName")}::text[], ${column("rawName")}::text[], ${out.map((p) => p.importId)}::int[],
                ${out.map((p) => p.fieldIds[0] ?? null)}::int[], ${out.map((p) => p.fieldIds[1] ?? null)}::int[],
                ${out.map((p) => p.fieldIds[2] ?? null)}::int[], ${out.map((p) => p.fieldIds[3] ?? null)}::int[])
         as t(code, amc_slug, scheme_name, plan_type, option, idcw_frequency, isin_growth, isin_reinvestment, display_name, raw_name,
              import_id, g_import_id, r_import_id, t_import_id, o_import_id)
    join amcs a on a.slug = t.amc_slug
    join schemes s on s.amc_id = a.id and s.name = t.scheme_name
    on conflict (scheme_code) do update set
      scheme_id = excluded.scheme_id, plan_type = excluded.plan_type, option = excluded.option, idcw_frequency = excluded.idcw_frequency,
      isin_growth = excluded.isin_growth, isin_reinvestment = excluded.isin_reinvestment,
      display_name = excluded.display_name, raw_name = excluded.raw_name, import_id = excluded.import_id,
      isin_growth_import_id = excluded.isin_growth_import_id, isin_reinvestment_import_id = excluded.isin_reinvestment_import_id,
      plan_type_import_id = excluded.plan_type_import_id, option_import_id = excluded.option_import_id`;
  await (empty ? withIndexBuiltAfter(tx, "plans", "plans_display_name_trgm_idx", insert) : insert());
}

// The loops that settle a batch against the stored rows are functions of their own that call no query: compiled
// code that calls the transaction's `tx` depends on that function object, which each job makes anew, and V8 threw
// the code of these loops away after every job and compiled it again.

interface StoredSchemeRow {
  amc_slug: string;
  name: string;
  category_slug: string | null;
  scheme_type: string | null;
  raw_category_heading: string | null;
  import_id: number | null;
  category_import_id: number | null;
}

interface StoredPlanRow {
  scheme_code: number;
  amc_slug: string;
  scheme_name: string;
  plan_type: string | null;
  option: string | null;
  idcw_frequency: string | null;
  isin_growth: string | null;
  isin_reinvestment: string | null;
  display_name: string;
  raw_name: string;
  import_id: number | null;
  g_import_id: number | null;
  r_import_id: number | null;
  t_import_id: number | null;
  o_import_id: number | null;
}

/** A fund house's slug: made once per house in the batch (slugOf), not once per row. */
const amcSlug = (slugOf: ReadonlyMap<string, string>, name: string) => slugOf.get(name) ?? slugify(name);

function storedSchemes(rows: readonly StoredSchemeRow[], ids: CaptureIds): Map<string, Ranked<SchemeDescription>> {
  const stored = new Map<string, Ranked<SchemeDescription>>();
  for (const row of rows) {
    stored.set(schemeKey(row.amc_slug, row.name), {
      rank: ids.rank(row.import_id, true),
      value: {
        amcName: row.amc_slug,
        name: row.name,
        categorySlug: row.category_slug,
        schemeType: row.scheme_type,
        rawCategoryHeading: row.raw_category_heading,
      },
      fieldRanks: {
        categorySlug: ids.rank(row.category_import_id, row.category_slug !== null),
      },
      said: undefined,
    });
  }
  return stored;
}

function settleSchemes(
  schemes: Map<string, Ranked<SchemeDescription>>,
  stored: ReadonlyMap<string, Ranked<SchemeDescription>>,
  slugOf: ReadonlyMap<string, string>,
  ids: CaptureIds,
) {
  const out: { value: SchemeDescription; importId: number | null; categoryImportId: number | null }[] = [];
  for (const ranked of schemes.values()) {
    // Stored rows name their fund house by slug: so do the batch's here.
    const batch = { ...ranked, value: { ...ranked.value, amcName: amcSlug(slugOf, ranked.value.amcName) } };
    const settled = settle(batch, stored.get(schemeKey(batch.value.amcName, batch.value.name)), SCHEME_FILLED, ids);
    if (settled)
      out.push({ value: settled.value, importId: settled.importId, categoryImportId: settled.fieldIds[0] ?? null });
  }
  return out;
}

function storedPlans(rows: readonly StoredPlanRow[], ids: CaptureIds): Map<number, Ranked<PlanDescription>> {
  const stored = new Map<number, Ranked<PlanDescription>>();
  for (const row of rows) {
    stored.set(row.scheme_code, {
      rank: ids.rank(row.import_id, true),
      value: {
        amcName: row.amc_slug,
        schemeName: row.scheme_name,
        planType: row.plan_type,
        option: row.option,
        idcwFrequency: row.idcw_frequency,
        isinGrowth: row.isin_growth,
        isinReinvestment: row.isin_reinvestment,
        displayName: row.display_name,
        rawName: row.raw_name,
        ...NO_SCHEME_FACTS,
      },
      fieldRanks: {
        isinGrowth: ids.rank(row.g_import_id, row.isin_growth !== null),
        isinReinvestment: ids.rank(row.r_import_id, row.isin_reinvestment !== null),
        planType: ids.rank(row.t_import_id, row.plan_type !== null),
        option: ids.rank(row.o_import_id, row.option !== null),
      },
      said: undefined,
    });
  }
  return stored;
}

type SettledPlan = { code: number; importId: number | null; fieldIds: (number | null)[] };

/** The plans to write whole (`out`) and those whose description stays and only captures change (`restamped`). */
function settlePlans(
  plans: Map<number, Ranked<PlanDescription>>,
  stored: ReadonlyMap<number, Ranked<PlanDescription>>,
  slugOf: ReadonlyMap<string, string>,
  ids: CaptureIds,
) {
  const out: (SettledPlan & { value: PlanDescription })[] = [];
  const restamped: SettledPlan[] = [];
  for (const [code, ranked] of plans) {
    // Stored plans name their fund house by slug, and their scheme's facts live in schemes: compare the rest.
    const batch = {
      ...ranked,
      value: { ...ranked.value, amcName: amcSlug(slugOf, ranked.value.amcName), ...NO_SCHEME_FACTS },
    };
    const settled = settle(batch, stored.get(code), PLAN_FILLED, ids);
    if (settled?.ranksOnly) restamped.push({ code, importId: settled.importId, fieldIds: settled.fieldIds });
    else if (settled) out.push({ code, ...settled });
  }
  return { out, restamped };
}
