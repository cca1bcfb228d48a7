import type { Sql } from "postgres";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { loadSeries } from "@/lib/ingest/metrics-refresh/load-series";
import { importNavFiles } from "@/lib/ingest/nav-import/import-nav-files";
import { corpusAvailable } from "@/lib/ingest/testing/amfi-corpus";
import { readCorpusCaptures } from "@/lib/ingest/testing/corpus-captures";
import { betaAlpha, categoryAverageReturns, isoToDay } from "@/lib/metrics";

const available = corpusAvailable();
const describeCorpus = available ? describe : describe.skip;

// Real captures of 2025-07-22 .. 07-26 (NAVs of 07-21 .. 07-25). SBI Large & Midcap Fund Direct Growth (119721)
// has no NAV for 2025-07-22 (the capture of the 23rd repeats its 07-21 NAV) while the other Large & Mid Cap plans
// have one: its 07-21 → 07-23 return spans two days of the category's.
const MEMBERS = ["2025-07-22.1", "2025-07-23.1", "2025-07-24.1", "2025-07-25.1", "2025-07-26.1"] as const;
const SBI = 119721;
const PARAMETERS = { riskFreeRate: 0.065, tradingDaysPerYear: 252 };

/** Each plan's NAV by date straight from the capture text (the last capture's value wins), for the codes given. */
function navsFromText(texts: readonly string[], codes: ReadonlySet<number>): Map<number, Map<string, number>> {
  const months: Record<string, string> = { Jul: "07" };
  const out = new Map<number, Map<string, number>>();
  for (const text of texts) {
    for (const line of text.split("\n")) {
      const fields = line.trim().split(";");
      if (fields.length !== 6 || !codes.has(Number(fields[0]))) continue;
      const [dd, mon, yyyy] = fields[5]!.split("-");
      const plan = out.get(Number(fields[0])) ?? new Map<string, number>();
      plan.set(`${yyyy}-${months[mon!]}-${dd}`, Number(fields[4]));
      out.set(Number(fields[0]), plan);
    }
  }
  return out;
}

describeCorpus("beta and alpha against the category pair returns over the same two days (real captures)", () => {
  let database: MigratedDatabase;
  let sql: Sql;
  let texts: string[];

  beforeAll(async () => {
    const captures = await readCorpusCaptures(MEMBERS);
    texts = MEMBERS.map((m) => new TextDecoder().decode(captures.get(m)!));
    database = await createMigratedDatabase();
    sql = database.sql;
    await importNavFiles(
      sql,
      MEMBERS.map((m) => ({ name: `navall/${m}.txt`, read: async () => captures.get(m)! })),
    );
  }, 120_000);
  afterAll(() => database.drop());

  it("compares SBI Large & Midcap's two-day return with the category's same two days", async () => {
    const members = await sql<{ scheme_code: number }[]>`
      select p.scheme_code from plans p join schemes s on s.id = p.scheme_id join categories c on c.id = s.category_id
      where c.slug = 'equity-large-and-mid-cap-fund' and (p.option = 'Growth' or p.option is null)`;
    const codes = members.map((m) => m.scheme_code);
    expect(codes).toContain(SBI);
    const series = await loadSeries(sql, codes);
    const sbi = series.get(SBI)!;
    expect(Array.from(sbi.days)).toEqual(["2025-07-21", "2025-07-23", "2025-07-24"].map(isoToDay));
    const result = betaAlpha(sbi, categoryAverageReturns([...series.values()]), { base: 0, end: 2 }, PARAMETERS)!;

    // By hand from the files: every plan reports on 07-21 .. 07-25 except the ones that skip a day; the category's
    // return from one day to the next is the mean over the plans with a NAV on both days, chained.
    const navs = navsFromText(texts, new Set(codes));
    const meanReturn = (from: string, to: string) => {
      const returns = [...navs.values()]
        .filter((p) => p.has(from) && p.has(to))
        .map((p) => p.get(to)! / p.get(from)! - 1);
      return returns.reduce((a, b) => a + b, 0) / returns.length;
    };
    const category2123 =
      (1 + meanReturn("2025-07-21", "2025-07-22")) * (1 + meanReturn("2025-07-22", "2025-07-23")) - 1;
    const category2324 = meanReturn("2025-07-23", "2025-07-24");
    const fund2123 = 685.3129 / 683.8749 - 1;
    const fund2324 = 682.7685 / 685.3129 - 1;
    // Two pairs: beta = Δfund / Δcategory; alpha = (R̄f × 252 − rf) − beta × (R̄c × 252 − rf).
    const beta = (fund2123 - fund2324) / (category2123 - category2324);
    const alphaPct =
      (((fund2123 + fund2324) / 2) * 252 - 0.065 - beta * (((category2123 + category2324) / 2) * 252 - 0.065)) * 100;
    expect(result.observations).toBe(2);
    expect(result.beta).toBeCloseTo(beta, 9);
    expect(result.alphaPct).toBeCloseTo(alphaPct, 7);
  });
});
