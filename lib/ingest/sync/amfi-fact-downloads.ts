import { z } from "zod";
import type { FactFile } from "@/lib/ingest/fact-sources/fact-source";
import { AMFI_HOSTS, type AmfiHosts } from "@/lib/ingest/sync/amfi-urls";
import { amfiDate } from "@/lib/ingest/sync/history-chunks";
import { fetchWithRetry, type FetchRetryOptions } from "@/lib/ingest/sync/fetch-with-retry";

// AMFI's scheme master is a documented download. The TER and fund-performance answers come from the JSON
// endpoints behind AMFI's website pages (not a documented API; their addresses and parameters as public
// scrapers use them): rate-limited, so calls are spaced, and a throttled call may answer 200 with a page that
// is not JSON, which counts as a failed attempt.

/** (category, sub-category) pairs of the fund-performance feed's open-ended schemes, as AMFI's page offers them. */
export const FUND_PERFORMANCE_GROUPS: readonly (readonly [number, number])[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((sub) => [1, sub] as const),
  ...[13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((sub) => [2, sub] as const),
  ...[30, 31, 32, 33, 34, 35, 40].map((sub) => [3, sub] as const),
  ...[36, 37].map((sub) => [4, sub] as const),
  ...[38, 39].map((sub) => [5, sub] as const),
];

export interface DownloadOptions extends Pick<FetchRetryOptions, "fetchImpl" | "sleep" | "onRetry"> {
  hosts?: AmfiHosts;
  /** Pause between two calls to AMFI's JSON endpoints. */
  spacingMs?: number;
}

const records = z.object({ data: z.array(z.record(z.string(), z.unknown())).nullish() }).loose();
const amcList = z.array(z.object({ mfId: z.union([z.string(), z.number()]), mfName: z.string() }).loose());
const terPage = records.extend({ meta: z.object({ pageCount: z.coerce.number().optional() }).loose().nullish() });

async function json<T>(url: string, schema: z.ZodType<T>, options: DownloadOptions, postJson?: unknown): Promise<T> {
  const bytes = await fetchWithRetry(url, { ...options, postJson, timeoutMs: 60_000 });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error(`${new URL(url).host} answered something that is not JSON for ${url} (throttled?)`);
  }
  const checked = schema.safeParse(parsed);
  if (!checked.success) throw new Error(`${url} answered JSON of another shape: ${checked.error.issues[0]?.message}`);
  return checked.data;
}

const pause = (options: DownloadOptions) =>
  (options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms))))(options.spacingMs ?? 1_100);

export async function downloadSchemeMaster(today: string, options: DownloadOptions = {}): Promise<FactFile> {
  const hosts = options.hosts ?? AMFI_HOSTS;
  const bytes = await fetchWithRetry(`${hosts.portal}/DownloadSchemeData_Po.aspx?mf=0`, {
    ...options,
    timeoutMs: 120_000,
  });
  return { name: `SchemeData-${today}.csv`, bytes: Buffer.from(bytes) };
}

const monthParam = (isoMonth: string) => `${isoMonth.slice(5, 7)}-${isoMonth.slice(0, 4)}`;
const previousMonth = (isoMonth: string) => {
  const [year, month] = isoMonth.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
};

/**
 * Every fund house's daily TER rows for the month of `today` (or the month before, for a fund house that has
 * posted nothing yet this month), as one JSON file: { month, data: [AMFI's records] }.
 */
export async function downloadTer(today: string, options: DownloadOptions = {}): Promise<FactFile> {
  const hosts = options.hosts ?? AMFI_HOSTS;
  const amcs = await json(`${hosts.website}/api/populate-mf`, amcList, options);
  const rows: Record<string, unknown>[] = [];
  for (const amc of amcs) {
    for (const month of [today.slice(0, 7), previousMonth(today.slice(0, 7))]) {
      const before = rows.length;
      for (let page = 1; ; page += 1) {
        await pause(options);
        const query = new URLSearchParams({
          MF_ID: String(amc.mfId),
          Month: monthParam(month),
          strCat: "-1",
          strType: "1",
          page: String(page),
          pageSize: "100",
        });
        const answer = await json(`${hosts.website}/api/populate-te-rdata-revised?${query}`, terPage, options);
        rows.push(...(answer.data ?? []));
        if (!answer.data?.length || page >= (answer.meta?.pageCount ?? 0)) break;
      }
      if (rows.length > before) break;
    }
  }
  const body = JSON.stringify({ source: "AMFI TER", month: today.slice(0, 7), data: rows });
  return { name: `amfi-ter-${today}.json`, bytes: Buffer.from(body) };
}

/** The fund-performance feed of one day for every open-ended group, as one JSON file: { reportDate, data }. */
export async function downloadFundPerformance(day: string, options: DownloadOptions = {}): Promise<FactFile> {
  const hosts = options.hosts ?? AMFI_HOSTS;
  const reportDate = amfiDate(day);
  const rows: Record<string, unknown>[] = [];
  for (const [category, subCategory] of FUND_PERFORMANCE_GROUPS) {
    await pause(options);
    const answer = await json(`${hosts.website}/gateway/pollingsebi/api/amfi/fundperformance`, records, options, {
      maturityType: 1,
      category,
      subCategory,
      mfid: 0,
      reportDate,
    });
    rows.push(...(answer.data ?? []));
  }
  const body = JSON.stringify({ source: "AMFI fund performance", reportDate, data: rows });
  return { name: `amfi-fund-performance-${day}.json`, bytes: Buffer.from(body) };
}
