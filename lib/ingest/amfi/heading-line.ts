// Lines without ";" between the data lines: a category heading or a fund-house (AMC) heading.

import { mapCategoryHeading } from "./category-map";
import type { CanonicalCategory, SchemeType } from "./types";

export type HeadingLine =
  | { kind: "category"; schemeType: SchemeType | null; rawCategoryHeading: string; category: CanonicalCategory | null }
  | { kind: "amc"; amcName: string };

/** A category heading: what the data lines under it (until the next one) say about their scheme. */
export type CategoryHeading = Extract<HeadingLine, { kind: "category" }>;

// "Open Ended Schemes(", "Close Ended Schemes (", "Interval Fund Schemes(" and the like at the start of the line.
const SCHEME_TYPE_PREFIX = /^(open|close|closed|interval)(?:[\s-]*ended|\s+fund)?\s+schemes?\s*\(/i;
// Any other "... Scheme(s)(" heading: a category heading whose scheme type is unknown.
const ENDS_WITH_SCHEME = /\bschemes?$/i;

function schemeTypeOf(word: string): SchemeType {
  const lower = word.toLowerCase();
  if (lower === "open") return "Open Ended";
  if (lower === "interval") return "Interval";
  return "Close Ended";
}

/** The category text inside the outer parentheses ("Exchange Traded Funds (ETFs) - Gold ETF" keeps its own). */
function innerText(line: string, open: number): string {
  const close = line.lastIndexOf(")");
  return (close > open ? line.slice(open + 1, close) : line.slice(open + 1)).trim();
}

function readHeadingLine(line: string): HeadingLine {
  const typed = SCHEME_TYPE_PREFIX.exec(line);
  if (typed) {
    const rawCategoryHeading = innerText(line, typed[0].length - 1);
    const schemeType = schemeTypeOf(typed[1] ?? "");
    return { kind: "category", schemeType, rawCategoryHeading, category: mapCategoryHeading(rawCategoryHeading) };
  }
  const open = line.indexOf("(");
  if (open > 0 && ENDS_WITH_SCHEME.test(line.slice(0, open).trimEnd())) {
    const rawCategoryHeading = innerText(line, open);
    return { kind: "category", schemeType: null, rawCategoryHeading, category: mapCategoryHeading(rawCategoryHeading) };
  }
  return { kind: "amc", amcName: line.replace(/\s+/g, " ") };
}

const MAX_CACHE_ENTRIES = 10_000;
const cache = new Map<string, HeadingLine>();

/**
 * Classifies a trimmed, non-blank line without ";". A category heading starts with the scheme type and
 * has the category in parentheses; anything else is a fund house, even with parentheses
 * ("IL&FS Mutual Fund (IDF)") or leading digits ("360 ONE Mutual Fund"). Memoised: every file repeats
 * its heading lines, and a backfill repeats them across files.
 */
export function classifyHeadingLine(line: string): HeadingLine {
  let heading = cache.get(line);
  if (heading === undefined) {
    if (cache.size >= MAX_CACHE_ENTRIES) cache.clear();
    heading = readHeadingLine(line);
    cache.set(line, heading);
  }
  return heading;
}
