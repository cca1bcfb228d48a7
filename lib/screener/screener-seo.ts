// What search engines are told about a screen. Only the unfiltered screener and a screen of exactly one
// fund house, broad category or SEBI category are pages of their own; every other combination, sort
// and page points its canonical URL at the unfiltered screener, so filters cannot flood the index
// with near-duplicates.
import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { SCREENER_PATH, type ScreenerListParam, type ScreenerState } from "@/lib/screener/screener-url-state";

const LANDING_PARAMS = ["category", "subcategory", "amc"] as const satisfies readonly ScreenerListParam[];
type LandingParam = (typeof LANDING_PARAMS)[number];

export interface ScreenerLanding {
  param: LandingParam;
  value: string;
  label: string;
}

export interface ScreenerPageMeta {
  title: string;
  description: string;
  canonical: string;
}

const DEFAULT_TITLE = "All Mutual Funds: screen every fund by returns, risk and cost";
const FILTERED_TITLE = "All Mutual Funds: your filtered screen";

/** The one fund house or category the screen is about, when nothing else is chosen; sort and page aside. */
export function screenerLanding(state: ScreenerState, filters: ScreenerFilters | null): ScreenerLanding | null {
  const chosen = Object.entries(state.lists).filter(([, values]) => values.length > 0);
  if (chosen.length !== 1 || Object.keys(state.ranges).length > 0 || state.q) return null;
  const [param, values] = chosen[0]!;
  if (values.length !== 1 || !(LANDING_PARAMS as readonly string[]).includes(param)) return null;
  const value = values[0]!;
  const filter = Object.values(filters ?? {}).find((f) => f.type === "checkbox" && f.param === param);
  const label = filter?.type === "checkbox" ? filter.items.find((item) => item.value === value)?.label : undefined;
  return label ? { param: param as LandingParam, value, label } : null;
}

function isDefaultScreen(state: ScreenerState): boolean {
  return (
    Object.values(state.lists).every((values) => values.length === 0) &&
    Object.keys(state.ranges).length === 0 &&
    !state.q
  );
}

/** Title, description and canonical URL (a site path) of a screen. */
export function screenerPageMeta(
  state: ScreenerState,
  filters: ScreenerFilters | null,
  summary: string,
): ScreenerPageMeta {
  const pageSuffix = state.page > 1 ? `, page ${state.page}` : "";
  const landing = screenerLanding(state, filters);
  if (landing) {
    const preposition = landing.param === "amc" ? "from" : "in";
    return {
      title: `All Mutual Funds ${preposition} ${landing.label}: returns, risk and cost${pageSuffix}`,
      description: `Every mutual fund ${preposition} ${landing.label} with its 3-year return, expense ratio, fund size and risk level. Filter and sort to compare them.`,
      canonical: `${SCREENER_PATH}?${new URLSearchParams({ [landing.param]: landing.value }).toString()}`,
    };
  }
  return {
    title: `${isDefaultScreen(state) ? DEFAULT_TITLE : FILTERED_TITLE}${pageSuffix}`,
    description: summary,
    canonical: SCREENER_PATH,
  };
}
