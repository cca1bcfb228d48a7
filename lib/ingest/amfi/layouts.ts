// The three AMFI NAV file layouts, recognised from their header line.

import type { NavFileLayout } from "./types";

/** Where each value sits in a data line of one layout (0-based field indexes; -1 when the layout lacks it). */
export interface LayoutColumns {
  fieldCount: number;
  schemeCode: number;
  isinGrowth: number;
  isinReinvestment: number;
  schemeName: number;
  plan: number;
  option: number;
  nav: number;
  date: number;
}

export const LAYOUT_HEADERS: Readonly<Record<NavFileLayout, string>> = {
  "daily-6": "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date",
  "daily-8":
    "Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date",
  "history-8":
    "Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date",
};

export const LAYOUT_COLUMNS: Readonly<Record<NavFileLayout, LayoutColumns>> = {
  "daily-6": {
    fieldCount: 6,
    schemeCode: 0,
    isinGrowth: 1,
    isinReinvestment: 2,
    schemeName: 3,
    plan: -1,
    option: -1,
    nav: 4,
    date: 5,
  },
  "daily-8": {
    fieldCount: 8,
    schemeCode: 0,
    isinGrowth: 1,
    isinReinvestment: 2,
    schemeName: 3,
    plan: 4,
    option: 5,
    nav: 6,
    date: 7,
  },
  "history-8": {
    fieldCount: 8,
    schemeCode: 0,
    isinGrowth: 2,
    isinReinvestment: 3,
    schemeName: 1,
    plan: -1,
    option: -1,
    nav: 4,
    date: 7,
  },
};

/** Case, surrounding spaces and spaces around ";" and "/" do not matter. */
function headerKey(line: string): string {
  return line
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/ ?([;/]) ?/g, "$1");
}

const LAYOUT_BY_HEADER = new Map<string, NavFileLayout>(
  (Object.keys(LAYOUT_HEADERS) as NavFileLayout[]).map((layout) => [headerKey(LAYOUT_HEADERS[layout]), layout]),
);

/** The layout whose header this line is, or null. */
export function detectLayout(headerLine: string): NavFileLayout | null {
  return LAYOUT_BY_HEADER.get(headerKey(headerLine)) ?? null;
}
