import type { ChartData } from "@/components/charts/chart-types";
import type { LookThrough, Slice } from "@/lib/xray/look-through";

const TOP_SECTORS = 10;
export const TOP_CHARTED_SECURITIES = 10;

/** Slices as one bar series of their shares (a bar, not a doughnut: cash can be negative). */
export function sliceChart(slices: readonly Slice[], series: string, limit = slices.length): ChartData {
  const shown = slices.slice(0, limit);
  return {
    kind: "bar",
    labels: shown.map((s) => s.label),
    series: [{ label: series, values: shown.map((s) => s.share_pct) }],
  };
}

/** The largest sectors, the rest of the holding left to the table. */
export function sectorChart(look: LookThrough): ChartData {
  return sliceChart(look.sectors, "Share of your holding (%)", TOP_SECTORS);
}

/** The largest securities, each bar the funds it is held through stacked. */
export function topSecuritiesChart(look: LookThrough): ChartData {
  const top = look.securities.slice(0, TOP_CHARTED_SECURITIES);
  const funds = look.funds.filter((fund) => top.some((s) => s.funds.some((f) => f.scheme_code === fund.scheme_code)));
  return {
    kind: "stacked-bar",
    labels: top.map((security) => security.name),
    series: funds.map((fund) => ({
      label: fund.name,
      values: top.map((security) => security.funds.find((f) => f.scheme_code === fund.scheme_code)?.value ?? null),
    })),
  };
}
