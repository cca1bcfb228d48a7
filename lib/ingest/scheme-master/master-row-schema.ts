import { z } from "zod";
import { parseAmfiDate } from "@/lib/ingest/amfi/nav-date";
import { excerpt } from "@/lib/ingest/amfi/excerpt";
import { fundKey } from "@/lib/ingest/fund-names/fund-key";
import { minimumRupees } from "@/lib/ingest/scheme-master/min-amount";
import { splitIsins } from "@/lib/ingest/scheme-master/split-isins";

/** AMFI's placeholder for an unknown date (the scheme master writes it for some old schemes). */
export const SENTINEL_DATE = "1900-01-01";

const text = z.string().transform((value) => value.trim());
const required = text.pipe(z.string().min(1, "is empty"));

const masterDate = text.transform((value, ctx) => {
  if (value === "") return null;
  const iso = parseAmfiDate(value);
  if (iso === null) {
    ctx.addIssue({ code: "custom", message: `"${excerpt(value, 24)}" is not a date (DD-Mon-YYYY)` });
    return z.NEVER;
  }
  return iso === SENTINEL_DATE ? null : iso;
});

/** One scheme master line, by column (the header's order: MASTER_HEADER). */
export const masterRowSchema = z
  .object({
    amc: required,
    code: text.pipe(z.string().regex(/^[1-9]\d{0,8}$/, "is not an AMFI scheme code")).transform(Number),
    schemeName: required,
    schemeType: required,
    category: required,
    navName: required,
    minAmount: text,
    launchDate: masterDate,
    closureDate: masterDate,
    isins: z.string().transform(splitIsins),
  })
  .transform((row) => ({
    schemeCode: row.code,
    amc: row.amc,
    schemeName: row.schemeName,
    schemeType: row.schemeType,
    category: row.category,
    navName: row.navName,
    // AMFI has named every direct plan "Direct" since 2013; any other plan is a regular one. A word search, not
    // the NAV parser's reading of plan terms, because the master glues words ("FMP Series 202-DirectPLan-...").
    planType: /\bdirect/i.test(row.navName) ? ("Direct" as const) : ("Regular" as const),
    minAmountText: row.minAmount === "" ? null : row.minAmount,
    minAmountRupees: minimumRupees(row.minAmount),
    launchDate: row.launchDate,
    closureDate: row.closureDate,
    isins: row.isins,
    fundKey: fundKey(row.schemeName),
  }));

export type MasterRow = z.output<typeof masterRowSchema>;

/** The schema's keys in column order, and what a message calls each. */
export const MASTER_FIELDS = [
  ["amc", "AMC"],
  ["code", "Code"],
  ["schemeName", "Scheme Name"],
  ["schemeType", "Scheme Type"],
  ["category", "Scheme Category"],
  ["navName", "Scheme NAV Name"],
  ["minAmount", "Scheme Minimum Amount"],
  ["launchDate", "Launch Date"],
  ["closureDate", "Closure Date"],
  ["isins", "ISIN"],
] as const;
