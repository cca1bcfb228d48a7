import type { ChartDataset, ChartOptions, ChartType } from "chart.js";
import { formatDate, formatMonthLabel } from "@/lib/format";
import { REST_COLOUR, chartColour, type ChartData, type ChartValueFormat } from "./chart-types";
import { formatChartTick, formatChartValue } from "./chart-value-format";

const DAY_MS = 86_400_000;

/** A date's place on a time axis: whole days since 1970-01-01 (UTC). */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

const isoOfDay = (day: number) => new Date(Math.round(day) * DAY_MS).toISOString().slice(0, 10);

export interface ChartConfig {
  type: ChartType;
  data: { labels?: string[]; datasets: ChartDataset[] };
  options: ChartOptions;
}

/**
 * What chart.js draws for a chart's data (no React, so it is tested without a canvas). Dated bars go on a linear
 * axis of days, with thin bars at their dates and the axis padded by a bar's width, so gaps between dates show.
 */
export function chartConfig(data: ChartData, format: ChartValueFormat): ChartConfig {
  const formatValue = (value: number) => formatChartValue(format, value);
  const doughnut = data.kind === "doughnut";
  const stacked = data.kind === "stacked-bar";
  const dated = !doughnut && data.dates !== undefined && data.dates.length === data.labels.length;
  const type: ChartType = data.kind === "line" ? "line" : doughnut ? "doughnut" : "bar";
  const days = dated ? data.dates!.map(dayNumber) : [];
  const sliceColours = (values: unknown[]) =>
    values.map((_, i) => (data.rest && i === values.length - 1 ? REST_COLOUR : chartColour(i)));
  const datasets = data.series.map((series, index) => ({
    label: series.label,
    data: dated ? series.values.map((value, i) => ({ x: days[i]!, y: value })) : series.values,
    borderColor: doughnut ? "#ffffff" : chartColour(index),
    backgroundColor: doughnut ? sliceColours(series.values) : chartColour(index),
    borderWidth: data.kind === "line" ? 2 : 1,
    pointRadius: 0,
    spanGaps: true,
    ...(dated ? { maxBarThickness: 14, minBarLength: 2 } : {}),
  })) as ChartDataset[];
  const first = Math.min(...days);
  const last = Math.max(...days);
  // A month either side at least, so the first and last bars are whole and one date alone is not the whole axis.
  const margin = Math.max(31, (last - first) * 0.04);
  const x = dated
    ? {
        type: "linear" as const,
        min: first - margin,
        max: last + margin,
        offset: false,
        ticks: {
          maxTicksLimit: 6,
          maxRotation: 0,
          callback: (value: string | number) => formatMonthLabel(isoOfDay(Number(value))),
        },
        grid: { display: false },
      }
    : { stacked, ticks: { maxTicksLimit: 8, autoSkip: true, maxRotation: 0 }, grid: { display: false } };
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: doughnut ? "nearest" : "index", intersect: false },
    plugins: {
      legend: { display: data.series.length > 1 || doughnut, position: "bottom" },
      tooltip: {
        callbacks: {
          title: (items) => {
            const item = items[0];
            if (!item) return "";
            return dated ? formatDate(isoOfDay(Number((item.raw as { x: number }).x))) : item.label;
          },
          label: (item) => {
            const raw = dated ? (item.raw as { y: number | null }).y : item.raw;
            return `${doughnut ? item.label : item.dataset.label}: ${typeof raw === "number" ? formatValue(raw) : "--"}`;
          },
        },
      },
    },
    scales: doughnut
      ? {}
      : { x, y: { stacked, ticks: { callback: (value) => formatChartTick(format, Number(value)) } } },
  };
  return { type, data: dated ? { datasets } : { labels: data.labels, datasets }, options };
}
