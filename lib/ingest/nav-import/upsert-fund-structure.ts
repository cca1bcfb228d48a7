import type { TransactionSql } from "postgres";
import type { NavRecord } from "@/lib/ingest/amfi/types";
import { slugify } from "@/lib/ingest/slug";

interface PlanRow {
  scheme_code: number;
  scheme_id: number;
  plan_type: string | null;
  option: string | null;
  idcw_frequency: string | null;
  isin_growth: string | null;
  isin_reinvestment: string | null;
  display_name: string;
  raw_name: string;
}

const PLAN_COLUMNS = ["scheme_id", "plan_type", "option", "idcw_frequency", "isin_growth", "isin_reinvestment", "display_name", "raw_name"] as const;

/** Everything upsertFundStructure writes for one record (not its NAV or date). */
export function structureKey(r: NavRecord): string {
  return (
    `${r.amcName}|${r.category?.slug ?? ""}|${r.rawCategoryHeading ?? ""}|${r.schemeType ?? ""}|${r.schemeName}|` +
    `${r.planType ?? ""}|${r.option ?? ""}|${r.idcwFrequency ?? ""}|${r.isinGrowth ?? ""}|${r.isinReinvestment ?? ""}|${r.displayName}|${r.rawName}`
  );
}

/**
 * Adds or updates the fund houses, categories (with every raw heading seen), schemes and plans a file
 * describes. Set-based (arrays through unnest), and rows whose values did not change are not rewritten.
 * Within a file the last line of a plan wins; across files, the file imported later wins.
 */
export async function upsertFundStructure(tx: TransactionSql, records: NavRecord[]): Promise<void> {
  if (records.length === 0) return;
  const amcs = new Map<string, string>();
  const categories = new Map<string, { assetClass: string; sebiCategory: string }>();
  const headings = new Map<string, Set<string>>();
  const schemes = new Map<string, { amcSlug: string; name: string; categorySlug: string | null; schemeType: string | null; heading: string | null }>();
  const plans = new Map<number, NavRecord & { amcSlug: string }>();

  for (const r of records) {
    const amcSlug = slugify(r.amcName);
    if (!amcs.has(amcSlug)) amcs.set(amcSlug, r.amcName);
    if (r.category) {
      categories.set(r.category.slug, { assetClass: r.category.assetClass, sebiCategory: r.category.sebiCategory });
      if (r.rawCategoryHeading) {
        const seen = headings.get(r.category.slug) ?? new Set<string>();
        seen.add(r.rawCategoryHeading);
        headings.set(r.category.slug, seen);
      }
    }
    schemes.set(`${amcSlug}\u0000${r.schemeName}`, { amcSlug, name: r.schemeName, categorySlug: r.category?.slug ?? null, schemeType: r.schemeType, heading: r.rawCategoryHeading });
    plans.set(r.schemeCode, { ...r, amcSlug });
  }

  await tx`
    insert into amcs (name, slug)
    select * from unnest(${[...amcs.values()]}::text[], ${[...amcs.keys()]}::text[])
    on conflict (slug) do nothing`;

  const categoryRows = [...categories.entries()];
  await tx`
    insert into categories (asset_class, sebi_category, slug)
    select * from unnest(${categoryRows.map(([, c]) => c.assetClass)}::text[], ${categoryRows.map(([, c]) => c.sebiCategory)}::text[], ${categoryRows.map(([slug]) => slug)}::text[])
    on conflict (slug) do nothing`;
  const headingPairs = [...headings.entries()].flatMap(([slug, set]) => [...set].map((h) => [slug, h] as const));
  await tx`
    update categories c set raw_headings = array(select distinct h from unnest(c.raw_headings || n.headings) as h order by h)
    from (
      select slug, array_agg(heading) as headings
      from unnest(${headingPairs.map(([s]) => s)}::text[], ${headingPairs.map(([, h]) => h)}::text[]) as t(slug, heading)
      group by slug
    ) n
    where c.slug = n.slug and not (n.headings <@ c.raw_headings)`;

  const schemeRows = [...schemes.values()];
  await tx`
    insert into schemes (amc_id, name, category_id, scheme_type, raw_category_heading)
    select a.id, t.name, c.id, t.scheme_type, t.heading
    from unnest(${schemeRows.map((s) => s.amcSlug)}::text[], ${schemeRows.map((s) => s.name)}::text[], ${schemeRows.map((s) => s.categorySlug)}::text[],
                ${schemeRows.map((s) => s.schemeType)}::text[], ${schemeRows.map((s) => s.heading)}::text[]) as t(amc_slug, name, category_slug, scheme_type, heading)
    join amcs a on a.slug = t.amc_slug
    left join categories c on c.slug = t.category_slug
    on conflict (amc_id, name) do update set
      category_id = coalesce(excluded.category_id, schemes.category_id),
      scheme_type = excluded.scheme_type,
      raw_category_heading = excluded.raw_category_heading
    where (schemes.category_id, schemes.scheme_type, schemes.raw_category_heading)
      is distinct from (coalesce(excluded.category_id, schemes.category_id), excluded.scheme_type, excluded.raw_category_heading)`;

  // Plans: compared with what is stored, so only new or changed ones are written (a daily file changes
  // almost none, and rewriting 14,000 rows would rewrite every index on them, the trigram one above all).
  const schemeIds = new Map<string, number>();
  const storedSchemes = await tx<{ id: number; slug: string; name: string }[]>`
    select s.id, a.slug, s.name from schemes s join amcs a on a.id = s.amc_id where a.slug = any(${[...amcs.keys()]}::text[])`;
  for (const row of storedSchemes) schemeIds.set(`${row.slug}\u0000${row.name}`, row.id);

  const storedPlans = new Map<number, PlanRow>();
  const rows = await tx<PlanRow[]>`
    select scheme_code, scheme_id, plan_type, option, idcw_frequency, isin_growth, isin_reinvestment, display_name, raw_name
    from plans where scheme_code = any(${[...plans.keys()]}::int[])`;
  for (const row of rows) storedPlans.set(row.scheme_code, row);

  const changed: PlanRow[] = [];
  for (const p of plans.values()) {
    const stored = storedPlans.get(p.schemeCode);
    const wanted: PlanRow = {
      scheme_code: p.schemeCode,
      scheme_id: schemeIds.get(`${p.amcSlug}\u0000${p.schemeName}`)!,
      plan_type: p.planType,
      option: p.option,
      idcw_frequency: p.idcwFrequency,
      // A missing or malformed ISIN in one file does not erase one a file has given before.
      isin_growth: p.isinGrowth ?? stored?.isin_growth ?? null,
      isin_reinvestment: p.isinReinvestment ?? stored?.isin_reinvestment ?? null,
      display_name: p.displayName,
      raw_name: p.rawName,
    };
    if (!stored || PLAN_COLUMNS.some((column) => stored[column] !== wanted[column])) changed.push(wanted);
  }
  if (changed.length === 0) return;
  const column = <K extends keyof PlanRow>(key: K) => changed.map((row) => row[key]);
  await tx`
    insert into plans (scheme_code, scheme_id, plan_type, option, idcw_frequency, isin_growth, isin_reinvestment, display_name, raw_name)
    select * from unnest(${column("scheme_code")}::int[], ${column("scheme_id")}::int[], ${column("plan_type")}::text[], ${column("option")}::text[],
                         ${column("idcw_frequency")}::text[], ${column("isin_growth")}::text[], ${column("isin_reinvestment")}::text[],
                         ${column("display_name")}::text[], ${column("raw_name")}::text[])
    on conflict (scheme_code) do update set
      scheme_id = excluded.scheme_id, plan_type = excluded.plan_type, option = excluded.option, idcw_frequency = excluded.idcw_frequency,
      isin_growth = excluded.isin_growth, isin_reinvestment = excluded.isin_reinvestment,
      display_name = excluded.display_name, raw_name = excluded.raw_name`;
}
