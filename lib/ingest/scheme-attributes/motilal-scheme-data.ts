// Motilal Oswal AMC's website scheme data (its dataCfObj, as JSON): one object a scheme in cfDataObjs, keyed by
// Motilal's own codes; AMFI codes only on the growth rows of returns[]. Values are text ("1.73", "NIL", "NULL").
import { z } from "zod";
import { indexKey } from "@/lib/benchmarks/index-key";
import { riskLevelOf } from "@/lib/ingest/aum/riskometer-wording";
import type { RiskLevel } from "@/lib/ingest/factsheets/factsheet-kinds";
import { htmlText } from "@/lib/ingest/scheme-attributes/html-text";

const text = z.string().nullish();
const scheme = z.object({
  schDetail: z.object({ schemeName: z.string().min(1), exitLoad: text }),
  risk: z.object({ riskType: text }).nullish(),
  benchmark: text,
  benchmarkreturns: z.array(z.object({ groupName: text })).nullish(),
  fundManagerDetails: z
    .object({
      mangerDetails: z.array(z.object({ managerName: z.string().min(1), managingSince: text })).nullish(),
    })
    .nullish(),
  aum: z.array(z.object({ latestAum: text, latestAumAsOnDt: text })).nullish(),
  minamount: z.array(z.object({ minsipamt: text })).nullish(),
  expenseRatioRegular: text,
  expenseRatioDirect: text,
  returns: z.array(z.object({ amfi_schcode: text, latNavDate: text, plancode: text })).nullish(),
  planList: z.array(z.object({ planCode: text, planName: text })).nullish(),
});
const file = z.object({ cfDataObjs: z.array(z.unknown()).min(1) });

export interface MotilalScheme {
  schemeName: string;
  /** AMFI codes the scheme's returns[] name. */
  amfiCodes: number[];
  /** The plan type the site's own plan list gives an AMFI code of returns[] ("GD" is "Direct"). */
  planTypes: Map<number, "Direct" | "Regular">;
  /** The date the returns and facts are as of (latest latNavDate). */
  asOf: string | null;
  riskLevel: RiskLevel | null;
  /** The scheme's benchmark (benchmarkFromFields); null when the file gives none or contradicts itself. */
  benchmark: string | null;
  exitLoad: string | null;
  /** Minimum SIP in rupees, when every plan row states the same one. */
  minSip: number | null;
  aum: { crore: number; asOf: string } | null;
  expenseRatio: { regular: number | null; direct: number | null };
  managers: { name: string; managingSince: string | null }[];
  /** What was not taken and why ("benchmark: ..."). */
  problems: string[];
}

export type MotilalResult = { ok: true; schemes: MotilalScheme[]; problems: string[] } | { ok: false; message: string };

/** A number the site prints as text; null for "NIL", "NA", "NULL", "0" or empty (not stated). */
export function statedNumber(value: string | null | undefined): number | null {
  const trimmed = value?.trim() ?? "";
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number > 0 ? number : null;
}

const dateOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/**
 * The scheme's benchmark from the site's two fields: `benchmark` (display text, some copied from another
 * scheme: the Arbitrage Fund's says "Nifty India Manufacturing") and benchmarkreturns' "(PRIMARY)" rows (what
 * the returns are measured against). The display text when it names a primary index, or when no row is primary;
 * the one primary index when the display text names another; nothing (a problem) when several primaries and
 * the text agree with none.
 */
export function benchmarkFromFields(
  display: string | null | undefined,
  groupNames: readonly string[],
): { benchmark: string | null; problem?: string } {
  const shown = display?.trim() || null;
  const primaries = groupNames.filter((name) => /\(primary\)/i.test(name));
  if (primaries.length === 0) return { benchmark: shown };
  if (shown && primaries.some((name) => indexKey(name) === indexKey(shown))) return { benchmark: shown };
  const only = primaries.length === 1 ? primaries[0]!.replace(/\s*\(primary\)\s*/i, "").trim() : null;
  if (only)
    return {
      benchmark: only,
      ...(shown ? { problem: `benchmark "${shown}" is not its primary index "${only}": the primary taken` } : {}),
    };
  return {
    benchmark: null,
    problem: `benchmark "${shown ?? ""}" is none of its primary indexes (${primaries.join(", ")}): not taken`,
  };
}

function same<T>(values: readonly T[]): T | null {
  return values.length > 0 && values.every((v) => v === values[0]) ? values[0]! : null;
}

function readScheme(raw: z.output<typeof scheme>): MotilalScheme {
  const problems: string[] = [];
  const riskText = raw.risk?.riskType ?? null;
  const riskLevel = riskLevelOf(riskText) ?? null;
  if (riskText && !riskLevel) problems.push(`riskometer "${riskText}" is not a SEBI level`);
  const { benchmark, problem } = benchmarkFromFields(
    raw.benchmark,
    (raw.benchmarkreturns ?? []).flatMap((row) => (row.groupName ? [row.groupName] : [])),
  );
  if (problem) problems.push(problem);
  const sips = (raw.minamount ?? []).map((row) => statedNumber(row.minsipamt));
  const minSip = same(sips.filter((v): v is number => v !== null));
  if (sips.some((v) => v !== null) && minSip === null) problems.push("plans state different minimum SIPs: not taken");
  const aums = (raw.aum ?? []).map((row) => `${statedNumber(row.latestAum)}|${dateOf(row.latestAumAsOnDt)}`);
  const aumKey = same(aums);
  const [crore, aumAsOf] = aumKey ? aumKey.split("|") : [];
  const aum =
    crore && crore !== "null" && aumAsOf && aumAsOf !== "null" ? { crore: Number(crore), asOf: aumAsOf } : null;
  if (aums.length && !aumKey) problems.push("plans state different AUMs or dates: not taken");
  const returns = raw.returns ?? [];
  const amfiCodes = [
    ...new Set(
      returns.flatMap((row) => (row.amfi_schcode && /^\d+$/.test(row.amfi_schcode) ? [Number(row.amfi_schcode)] : [])),
    ),
  ];
  const planNames = new Map((raw.planList ?? []).map((plan) => [plan.planCode, plan.planName]));
  const planTypes = new Map<number, "Direct" | "Regular">();
  for (const row of returns) {
    const type = planNames.get(row.plancode);
    if (row.amfi_schcode && /^\d+$/.test(row.amfi_schcode) && (type === "Direct" || type === "Regular"))
      planTypes.set(Number(row.amfi_schcode), type);
  }
  const asOf = returns
    .map((row) => dateOf(row.latNavDate))
    .reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  return {
    schemeName: raw.schDetail.schemeName.trim(),
    amfiCodes,
    planTypes,
    asOf,
    riskLevel,
    benchmark,
    exitLoad: htmlText(raw.schDetail.exitLoad ?? "")?.replace(/^exit load\s*:\s*/i, "") || null,
    minSip,
    aum,
    expenseRatio: { regular: statedNumber(raw.expenseRatioRegular), direct: statedNumber(raw.expenseRatioDirect) },
    managers: (raw.fundManagerDetails?.mangerDetails ?? []).map((m) => ({
      name: m.managerName.trim(),
      managingSince: dateOf(m.managingSince),
    })),
    problems,
  };
}

/** Whether a file's head is Motilal Oswal's website scheme data (its top-level keys). */
export function looksLikeMotilalHead(head: string): boolean {
  return /^\s*\{/.test(head) && /"(?:mostSearchedFunds|cfDataObjs)"\s*:/.test(head);
}

export function parseMotilalSchemeData(bytes: Buffer): MotilalResult {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    return { ok: false, message: `the file is not JSON (${(error as Error).message.slice(0, 100)})` };
  }
  const top = file.safeParse(json);
  if (!top.success) return { ok: false, message: "the JSON has no cfDataObjs list of schemes" };
  const schemes: MotilalScheme[] = [];
  const problems: string[] = [];
  top.data.cfDataObjs.forEach((item, i) => {
    const parsed = scheme.safeParse(item);
    if (parsed.success) schemes.push(readScheme(parsed.data));
    else
      problems.push(`cfDataObjs[${i}]: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  });
  if (schemes.length === 0) return { ok: false, message: `no scheme could be read (${problems[0] ?? ""})` };
  return { ok: true, schemes, problems };
}
