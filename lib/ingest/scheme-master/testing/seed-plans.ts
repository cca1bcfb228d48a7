import type { Sql } from "postgres";

/** Plans of the app (as a NAV import makes them) for some master codes, under one fund house and scheme each. */
export async function seedPlans(
  sql: Sql,
  plans: readonly { code: number; amc: string; scheme: string; planType: "Direct" | "Regular" | null; name: string }[],
): Promise<void> {
  for (const plan of plans) {
    const slug = plan.amc.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const [amc] = await sql<{ id: number }[]>`
      insert into amcs (name, slug) values (${plan.amc}, ${slug}) on conflict (name) do update set name = excluded.name returning id`;
    const [scheme] = await sql<{ id: number }[]>`
      insert into schemes (amc_id, name) values (${amc!.id}, ${plan.scheme})
      on conflict (amc_id, name) do update set name = excluded.name returning id`;
    await sql`
      insert into plans (scheme_code, scheme_id, plan_type, display_name, raw_name)
      values (${plan.code}, ${scheme!.id}, ${plan.planType}, ${plan.name}, ${plan.name})`;
  }
}
