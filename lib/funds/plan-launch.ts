// Direct plans exist since 1 January 2013 (SEBI's circular of September 2012): a Direct plan of an older scheme
// did not exist at the scheme's launch, so its age, and the Fund Age filter, start then (issue 37, 9). Sources
// state one launch date per scheme; the scheme's is still shown, as the scheme's.

/** The first day of Direct plans. */
export const DIRECT_PLANS_FROM = "2013-01-01";

/** When the plan itself started: its scheme's launch, or for a Direct plan no earlier than DIRECT_PLANS_FROM. */
export function planLaunchDate(planType: string | null, schemeLaunch: string | null): string | null {
  if (schemeLaunch === null || planType !== "Direct") return schemeLaunch;
  return schemeLaunch < DIRECT_PLANS_FROM ? DIRECT_PLANS_FROM : schemeLaunch;
}

/** planLaunchDate in SQL, over a row's plan_type and launch_date (screener_plans). */
export const PLAN_LAUNCH_SQL = `(case when plan_type = 'Direct' then greatest(launch_date, date '${DIRECT_PLANS_FROM}') else launch_date end)`;

/** "Jan 01, 2013 (Direct plans began then; the scheme launched Jan 01, 1993)", or the date alone when they agree. */
export function planLaunchText(
  planType: string | null,
  schemeLaunch: string,
  formatDate: (iso: string) => string,
): string {
  const plan = planLaunchDate(planType, schemeLaunch)!;
  if (plan === schemeLaunch) return formatDate(schemeLaunch);
  return `${formatDate(plan)} (Direct plans began then; the scheme launched ${formatDate(schemeLaunch)})`;
}
