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
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { chartConfig } from "./chart-config";
import type { ChartData, ChartValueFormat } from "./chart-types";

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
  const config = chartConfig(data, format);
  return (
    <div style={{ position: "relative", height }}>
      <Chart type={config.type} data={config.data} options={config.options} role="img" aria-label={ariaLabel} />
    </div>
  );
}
