"use client";

import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { chartColour, type ChartData, type ChartValueFormat } from "./chart-types";
import { formatChartTick, formatChartValue } from "./chart-value-format";

// Only the pieces our charts use, so the bundle carries no unused controllers or scales.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface ChartCanvasProps {
  data: ChartData;
  /** How the y axis and the tooltip write a value. */
  format: ChartValueFormat;
  /** Short description read by screen readers in place of the canvas; the table next to it holds the numbers. */
  ariaLabel: string;
  height?: number;
}

/** The chart.js canvas. Loaded lazily by ChartFigure so chart.js stays out of every page's first load. */
export function ChartCanvas({ data, format, ariaLabel, height = 280 }: ChartCanvasProps) {
  const formatValue = (value: number) => formatChartValue(format, value);
  const doughnut = data.kind === "doughnut";
  const stacked = data.kind === "stacked-bar";
  const type = data.kind === "line" ? "line" : doughnut ? "doughnut" : "bar";
  const datasets = data.series.map((series, index) => ({
    label: series.label,
    data: series.values,
    borderColor: doughnut ? "#ffffff" : chartColour(index),
    backgroundColor: doughnut ? series.values.map((_, i) => chartColour(i)) : chartColour(index),
    borderWidth: data.kind === "line" ? 2 : 1,
    pointRadius: 0,
    spanGaps: true,
  }));
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: doughnut ? "nearest" : "index", intersect: false },
    plugins: {
      legend: { display: data.series.length > 1 || doughnut, position: "bottom" },
      tooltip: {
        callbacks: {
          label: (item) =>
            `${doughnut ? item.label : item.dataset.label}: ${typeof item.raw === "number" ? formatValue(item.raw) : "--"}`,
        },
      },
    },
    scales: doughnut
      ? {}
      : {
          x: { stacked, ticks: { maxTicksLimit: 8, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
          y: { stacked, ticks: { callback: (value) => formatChartTick(format, Number(value)) } },
        },
  };
  return (
    <div style={{ position: "relative", height }}>
      <Chart type={type} data={{ labels: data.labels, datasets }} options={options} role="img" aria-label={ariaLabel} />
    </div>
  );
}
