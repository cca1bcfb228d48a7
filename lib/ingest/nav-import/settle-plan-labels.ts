// After every NAV batch and every scheme master: what AMFI's lines leave unsaid about a plan, from the scheme
// master; which plans are their scheme's only plan or hold unclaimed amounts (Direct/Regular or an option does
// not apply); and which plans without ISIN repeat another plan of their fund house (listed once).
import type { TransactionSql } from "postgres";
import { isUnclaimedPlan } from "@/lib/ingest/amfi/plan-option-terms";
import { resolveIdcwOption, statedInName } from "@/lib/ingest/amfi/plan-option";

export interface DuplicatePlan {
  schemeCode: number;
  duplicateOf: number;
  displayName: string;
}

export interface PlanLabelSettlement {
  /** Plans given a plan type or option by the scheme master's NAV name (same AMFI code, else an ISIN it lists). */
  fromMaster: number;
  /** Plans without ISIN that repeat another plan of their fund house by name and latest NAV. */
  duplicates: DuplicatePlan[];
}

interface MasterRow {
  scheme_code: number;
  plan_type: string | null;
  option: string | null;
  nav_name: string;
  isins: string[];
  import_id: number;
}

async function fillFromMaster(tx: TransactionSql): Promise<number> {
  // The master row of the same code, else the lowest-coded row that lists one of the plan's ISINs (AMFI pairs a
  // plan's payout and reinvestment ISINs on one row, whatever code the NAV file gives). Two lookups, not one with
  // `or`: each has its index (the primary key, and the ISINs' GIN index), where an `or` of the two read every row.
  const rows = await tx<MasterRow[]>`
    select p.scheme_code, p.plan_type, p.option, m.nav_name, m.isins, m.import_id
    from plans p
    join lateral (
      select * from (
        select m.*, 0 as rank from scheme_master m where m.scheme_code = p.scheme_code
        union all
        select m.*, 1 as rank from scheme_master m
        where m.isins && array_remove(array[p.isin_growth, p.isin_reinvestment], null)
      ) found order by rank, scheme_code limit 1
    ) m on true
    where p.plan_type is null or p.option is null`;
  const updates: {
    code: number;
    planType: string | null;
    option: string | null;
    frequency: string | null;
    importId: number;
  }[] = [];
  for (const row of rows) {
    const stated = statedInName(row.nav_name);
    const planType = row.plan_type === null ? stated.plan : null;
    const option =
      row.option === null ? resolveIdcwOption(stated.option, row.isins[0] ?? "", row.isins[1] ?? "") : null;
    if (planType === null && option === null) continue;
    updates.push({
      code: row.scheme_code,
      planType,
      option,
      frequency: option ? stated.idcwFrequency : null,
      importId: row.import_id,
    });
  }
  if (updates.length === 0) return 0;
  await tx`
    update plans p set
      plan_type = coalesce(p.plan_type, u.plan_type),
      plan_type_import_id = case when p.plan_type is null and u.plan_type is not null then u.import_id else p.plan_type_import_id end,
      option = coalesce(p.option, u.option),
      idcw_frequency = case when p.option is null and u.option is not null then u.frequency else p.idcw_frequency end,
      option_import_id = case when p.option is null and u.option is not null then u.import_id else p.option_import_id end
    from unnest(${updates.map((u) => u.code)}::int[], ${updates.map((u) => u.planType)}::text[], ${updates.map((u) => u.option)}::text[],
                ${updates.map((u) => u.frequency)}::text[], ${updates.map((u) => u.importId)}::int[])
         as u(code, plan_type, option, frequency, import_id)
    where p.scheme_code = u.code`;
  return updates.length;
}

/** Unclaimed-amount plans (by any name AMFI gives them): no option applies. */
async function markUnclaimed(tx: TransactionSql): Promise<void> {
  // Three columns, not one text[] of names: postgres.js parses an array column about ten times slower (0.4 s of
  // CPU for the real year's 14,500 plans, on every import).
  const rows = await tx<
    { scheme_code: number; unclaimed: boolean; raw_name: string; display_name: string; nav_name: string | null }[]
  >`
    select p.scheme_code, p.unclaimed, p.raw_name, p.display_name, m.nav_name
    from plans p left join scheme_master m using (scheme_code)`;
  const unclaimed = (row: (typeof rows)[number]) =>
    isUnclaimedPlan(row.raw_name) ||
    isUnclaimedPlan(row.display_name) ||
    (row.nav_name !== null && isUnclaimedPlan(row.nav_name));
  const changed = rows.filter((row) => unclaimed(row) !== row.unclaimed);
  if (changed.length === 0) return;
  await tx`
    update plans p set unclaimed = not p.unclaimed
    from unnest(${changed.map((row) => row.scheme_code)}::int[]) as u(code) where p.scheme_code = u.code`;
}

/**
 * A scheme that lists no Direct plan (SEBI has required one beside every distributed plan since 2013; ETFs are
 * exempt), or only one plan code, offers a single plan: Direct/Regular does not apply to it.
 */
async function markSinglePlans(tx: TransactionSql): Promise<void> {
  await tx`
    update plans p set single_plan = s.single
    from (select scheme_id, (not coalesce(bool_or(plan_type = 'Direct'), false) or count(*) = 1) as single from plans group by scheme_id) s
    where s.scheme_id = p.scheme_id and p.single_plan is distinct from s.single`;
}

/**
 * A plan without ISIN whose fund house has another plan of the same display name and the same latest NAV
 * (value and date) repeats it: it points to the group's plan with an ISIN, else its lowest code.
 */
async function markDuplicates(tx: TransactionSql): Promise<DuplicatePlan[]> {
  // Only a plan without ISIN can repeat another, and only one marked before can stop: the groups of those plans
  // (some 150 of the real year's 14,500) are ranked, not every plan's, which sorted them all in every import.
  const rows = await tx<{ scheme_code: number; duplicate_of: number | null; display_name: string }[]>`
    with keyed as (
      select p.scheme_code, p.display_name, p.isin_growth is null and p.isin_reinvestment is null as no_isin,
             p.duplicate_of, s.amc_id, lower(p.display_name) as name, n.last_nav, n.last_nav_date
      from plans p join schemes s on s.id = p.scheme_id join plan_nav_stats n using (scheme_code)
    ),
    grouped as (
      select k.scheme_code, k.no_isin, first_value(k.scheme_code) over w as canonical, count(*) over w_all as n
      from keyed k
      where (k.amc_id, k.name, k.last_nav, k.last_nav_date) in (
        select amc_id, name, last_nav, last_nav_date from keyed where no_isin or duplicate_of is not null)
      window w as (partition by k.amc_id, k.name, k.last_nav, k.last_nav_date order by k.no_isin, k.scheme_code),
             w_all as (partition by k.amc_id, k.name, k.last_nav, k.last_nav_date)
    ),
    wanted as (
      select p.scheme_code, case when g.n > 1 and g.no_isin and g.canonical <> g.scheme_code then g.canonical end as duplicate_of
      from plans p left join grouped g using (scheme_code)
      where (p.isin_growth is null and p.isin_reinvestment is null) or p.duplicate_of is not null
    ),
    changed as (
      update plans p set duplicate_of = w.duplicate_of from wanted w
      where w.scheme_code = p.scheme_code and p.duplicate_of is distinct from w.duplicate_of
    )
    select w.scheme_code, w.duplicate_of, p.display_name from wanted w join plans p using (scheme_code)
    where w.duplicate_of is not null order by w.scheme_code`;
  return rows.map((row) => ({
    schemeCode: row.scheme_code,
    duplicateOf: row.duplicate_of!,
    displayName: row.display_name,
  }));
}

export async function settlePlanLabels(tx: TransactionSql): Promise<PlanLabelSettlement> {
  const fromMaster = await fillFromMaster(tx);
  await markUnclaimed(tx);
  await markSinglePlans(tx);
  const duplicates = await markDuplicates(tx);
  return { fromMaster, duplicates };
}
