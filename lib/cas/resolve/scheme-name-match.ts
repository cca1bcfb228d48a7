import { KNOWN_RENAMES } from "@/lib/cas/resolve/known-renames";

export interface NameCandidate {
  schemeCode: number;
  names: readonly string[];
  /** As the scheme master lists them: growth or payout first, reinvestment second. */
  isins: readonly string[];
}

export interface NameMatch {
  schemeCode: number;
  isin: string | null;
  score: number;
}

type Option = "growth" | "payout" | "reinvest" | "idcw";

interface Reading {
  tokens: Set<string>;
  direct: boolean;
  option: Option;
  frequency: string | null;
}

const FREQUENCIES = ["daily", "weekly", "fortnightly", "monthly", "quarterly", "half yearly", "annual", "yearly"];
// Words that say which plan or option, not which fund: they are read separately and left out of the comparison.
const NOISE = new Set([
  "fund",
  "plan",
  "option",
  "growth",
  "regular",
  "direct",
  "idcw",
  "payout",
  "reinvest",
  "the",
  "of",
  "and",
  "scheme",
  "non",
  "demat",
  "sweep",
  "mutual",
  "mf",
]);

/** Printed names drop or glue words ("TaxSaver", "Midcap", "Div"); spell them one way before comparing. */
function spell(name: string, keepFormer: boolean): string {
  return name
    .toLowerCase()
    .replace(/\((?:formerly|erstwhile|previously)([^)]*)\)/g, keepFormer ? " $1 " : " ")
    .replace(/&/g, " and ")
    .replace(/\binst\b\.?/g, "institutional")
    .replace(/\b(dividend|div)\b/g, "idcw")
    .replace(/reinvestment/g, "reinvest")
    .replace(/\b(tax)(saver|saving)\b/g, "$1 $2")
    .replace(/\b(mid|small|large|flexi|multi)(cap)\b/g, "$1 $2")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function read(name: string, keepFormer = false): Reading {
  const spelled = spell(name, keepFormer);
  const words = spelled.split(" ");
  const has = (w: string) => words.includes(w);
  const option: Option = has("reinvest")
    ? "reinvest"
    : has("payout") || has("paid")
      ? "payout"
      : has("idcw") || has("bonus")
        ? "idcw"
        : "growth";
  return {
    tokens: new Set(words.filter((w) => !NOISE.has(w))),
    direct: has("direct"),
    option,
    frequency: FREQUENCIES.find((f) => spelled.includes(f)) ?? null,
  };
}

/** The printed name with an old fund name replaced by its current one. */
export function currentName(printed: string, renames: readonly (readonly [string, string])[] = KNOWN_RENAMES): string {
  const lower = printed.toLowerCase();
  for (const [old, now] of renames) if (lower.startsWith(old.toLowerCase())) return now + printed.slice(old.length);
  return printed;
}

const readings = new WeakMap<NameCandidate, Reading[]>();
function readingsOf(c: NameCandidate): Reading[] {
  let list = readings.get(c);
  if (!list) readings.set(c, (list = c.names.map((n) => read(n))));
  return list;
}

function dice(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  return a.size + b.size === 0 ? 0 : (2 * common) / (a.size + b.size);
}

/** Minimum similarity, and lead over the runner-up, for a name alone to pick a plan. */
const MIN_SCORE = 0.6;
const MIN_LEAD = 0.02;

/**
 * The plan a printed scheme name means: same plan (direct/regular), option (growth/IDCW) and IDCW frequency,
 * and the most similar fund words. Null when nothing is similar enough or two plans tie.
 */
export function matchSchemeName(
  printed: string,
  candidates: readonly NameCandidate[],
  renames?: readonly (readonly [string, string])[],
): NameMatch | null {
  const name = currentName(printed, renames);
  // "(erstwhile ...)" is sometimes a rename and sometimes what tells a segregated portfolio apart: try both readings.
  const wants = [read(name), read(name, true)];
  const want = wants[0]!;
  const scored: NameMatch[] = [];
  for (const c of candidates) {
    let best = 0;
    for (const got of readingsOf(c)) {
      if (got.direct !== want.direct) continue;
      if ((got.option === "growth") !== (want.option === "growth")) continue;
      if (want.frequency !== got.frequency) continue;
      for (const w of wants) best = Math.max(best, dice(w.tokens, got.tokens));
    }
    if (best === 0) continue;
    const isin = want.option === "reinvest" ? (c.isins[1] ?? c.isins[0]) : c.isins[0];
    scored.push({ schemeCode: c.schemeCode, isin: isin ?? null, score: best });
  }
  scored.sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (!first || first.score < MIN_SCORE) return null;
  if (second && first.score - second.score < MIN_LEAD) return null;
  return first;
}
