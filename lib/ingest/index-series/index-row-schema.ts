import { z } from "zod";
import { parseAmfiDate } from "@/lib/ingest/amfi/nav-date";
import { excerpt } from "@/lib/ingest/amfi/excerpt";

const quoted = (value: string) => `"${excerpt(value, 40)}"`;

/** NSE Indices prints every index value with two decimals; a value cut short is a truncated file. */
const VALUE = /^\d{1,9}\.\d{2}$/;

export const indexValue = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (VALUE.test(value)) return;
    const message = /^\d+(?:\.\d?)?$/.test(value)
      ? `${quoted(value)} lacks the two decimals the index files always have (is the file truncated?)`
      : `${quoted(value)} is not a number`;
    ctx.addIssue({ code: "custom", message });
  })
  .transform(Number)
  .refine((value) => value > 0, "must be above 0");

export const indexDate = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const iso = parseAmfiDate(value.replace(/ /g, "-"));
    if (iso) return iso;
    ctx.addIssue({ code: "custom", message: `${quoted(value)} is not a date like 16 Jul 2024 or 16-Jul-2024` });
    return z.NEVER;
  });

export const indexName = z
  .string()
  .trim()
  .min(1, "is empty")
  .transform((name) => name.replace(/\s+/g, " ").toUpperCase());

export interface IndexRowValues {
  name: string;
  date: string;
  tri: number;
  netTri: number | null;
}

const triRow = z
  .tuple([indexName, indexDate, indexValue])
  .transform(([name, date, tri]): IndexRowValues => ({ name, date, tri, netTri: null }));
const triNtrRow = z
  .tuple([indexName, indexDate, indexValue, indexValue])
  .transform(([name, date, tri, netTri]): IndexRowValues => ({ name, date, tri, netTri }));

/** The row schema of a layout with this many columns: [IndexName, Date, Total Returns Index(, Net Total Return Index)]. */
export function indexRowSchema(columns: 3 | 4) {
  return columns === 3 ? triRow : triNtrRow;
}
