import type { FieldUnit, NumberFieldSpec } from "@/lib/calculators/input-fields";
import type { InputSchema } from "@/lib/calculators/validate-inputs";
import type { QueryState } from "@/lib/calculators/query-state";
import type { ReactNode } from "react";
import type { ChartData, ChartValueFormat } from "@/components/charts/chart-types";

/** The form's draft: every field of every mode; numbers are null while their box is empty. */
export type Draft = Record<string, unknown>;

interface FieldBase {
  name: string;
  label: string;
  /** Shown only when this returns true (a mode's own fields). */
  when?: (draft: Draft) => boolean;
}

export interface NumberFieldDef extends FieldBase {
  kind: "number";
  /** The range, step and unit; a function when it depends on another field (a duration's unit). */
  spec: NumberFieldSpec | ((draft: Draft) => NumberFieldSpec);
  /** A slider under the box (for amounts, rates and durations). */
  slider?: boolean;
}

export interface SelectFieldDef extends FieldBase {
  kind: "select";
  options: readonly { value: string; label: string }[];
}

export interface DateFieldDef extends FieldBase {
  kind: "date";
}

export type FieldDef = NumberFieldDef | SelectFieldDef | DateFieldDef;

export interface SummaryItem {
  label: string;
  value: string;
  /** The same amount in lakh or crore, for large values. */
  detail?: string;
  /** The headline figure, shown larger. */
  primary?: boolean;
}

export interface ResultTable {
  caption: string;
  columns: readonly string[];
  /** Already formatted cells, the first one the row's header. */
  rows: readonly (readonly string[])[];
}

export interface ResultChart {
  title: string;
  summary: string;
  data: ChartData;
  format: ChartValueFormat;
}

/** What a calculator's result looks like on the page. */
export interface ResultView {
  summary: readonly SummaryItem[];
  /** A sentence under the figures (the month the money runs out, a payout). */
  note?: string;
  table: ResultTable;
  chart: ResultChart;
}

/** Valid inputs that still give no result (no fund chosen, a date before the fund's first NAV). */
export interface ResultProblem {
  /** The field to show the message under, or null to show it in place of the result. */
  field: string | null;
  message: string;
}

/** The form half of a calculator, in the page's first load: its fields and their defaults. */
export interface CalculatorFields<T> {
  fields: readonly FieldDef[];
  defaults: Draft;
  /**
   * Fetches the inputs' schema (the one the server reads the URL with: one message per field in error)
   * from the result's chunk: zod stays out of the first load, and the server has already checked the
   * inputs the page starts with.
   */
  loadSchema: () => Promise<InputSchema<T>>;
}

/** The result half, fetched after the form: the math with its presentation, and the URL query it writes. */
export interface CalculatorOutcome<T> {
  queryState: QueryState<T>;
  present: (inputs: T) => ResultView;
}

/** What valid inputs show: a result (any node), or a problem the form shows in place of it or under a field. */
export type ResultSlot = { node: ReactNode } | { problem: ResultProblem };

export type { FieldUnit };
