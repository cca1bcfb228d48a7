import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Sql } from "postgres";
import type { CasScheme } from "@/lib/cas/cas-statement";
import { resolveSchemes, type Resolution } from "@/lib/cas/resolve/resolve-schemes";
import { createDatabase } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/db/testing/test-database";
import { REAL_MASTER, REAL_NAV, copyOfRealFunds } from "@/lib/ingest/testing/real-funds";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";

const FIXTURES = sharedDataFile("cas/casparser-isin-fixtures-scheme-name-to-isin.csv");
const ready = FIXTURES && REAL_NAV && REAL_MASTER;
if (!ready) console.warn("skipped: the real CAS name fixtures, NAV capture or scheme master are absent");

interface Fixture {
  name: string;
  rta_code: string;
  isin: string;
  amfi: string;
}

// casparser-isin's fixtures were committed on 2023-09-03: the names were printed on statements of that time.
const PRINTED_ON = "2023-09-03";

const scheme = (name: string, nav?: { date: string; nav: string }): CasScheme => ({
  rtaCode: null,
  name,
  formerName: null,
  isin: null,
  amfiCode: null,
  advisor: null,
  registrar: null,
  opening: null,
  rows: [],
  closing: "0",
  navDate: nav?.date ?? null,
  nav: nav?.nav ?? null,
  value: null,
  cost: null,
  problems: [],
});

// The smallest real slice that holds every plan the names may mean: one day's NAVAll capture (all ~14,000 plans,
// names of January 2026, after the 2024-25 renames) and AMFI's scheme master of November 2024 (the older names).
(ready ? describe : describe.skip)("a scheme printed without ISIN, found by name on the real funds", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  const fixtures = ready ? (parse(readFileSync(FIXTURES!), { columns: true }) as Fixture[]) : [];
  let nameOnly: Resolution[] = [];
  let printed: Resolution[] = [];
  const navs = new Map<number, { date: string; nav: string }>();

  beforeAll(async () => {
    scratch = await copyOfRealFunds();
    sql = createDatabase(scratch.url, 2).sql;
    // As autovacuum would have by the time a member uploads: the planner's statistics of the freshly loaded tables,
    // so the plan of the match query does not depend on when autovacuum happens to run during the test.
    await sql`analyze plans, scheme_master, plan_nav_stats`;
    // What a statement of the expected plan prints: its NAV on a date (here the capture's day, the only NAVs of
    // the slice). Plans absent from the capture (closed, segregated, merged away) print none the site could check.
    for (const r of await sql<{ scheme_code: number; nav_date: string; nav: string }[]>`
      select scheme_code, nav_date::text as nav_date, nav::text as nav from navs
      where scheme_code in ${sql(fixtures.map((f) => Number(f.amfi)))}`)
      navs.set(r.scheme_code, { date: r.nav_date, nav: r.nav });
    const resolve = (schemes: CasScheme[]) => sql.begin((tx) => resolveSchemes(sql, tx, schemes, PRINTED_ON));
    nameOnly = await resolve(fixtures.map((f) => scheme(f.name)));
    printed = await resolve(fixtures.map((f) => scheme(f.name, navs.get(Number(f.amfi)))));
  }, 180_000);
  afterAll(async () => {
    await sql.end();
    await scratch.drop();
  });

  const wrongOf = (results: Resolution[]) =>
    fixtures.flatMap((f, i) => {
      const r = results[i]!;
      return r.ok && r.schemeCode === Number(f.amfi) ? [] : [[f.rta_code, r.ok ? r.schemeCode : r.reason]];
    });
  const at = (code: string) => fixtures.findIndex((f) => f.rta_code === code);
  const ambiguous = "the name does not settle the plan: choose one of its candidates";

  it("maps 49 of the 53 names printed on real statements, with their printed NAV, to the expected plan and ISIN, and refuses the 4 others", async () => {
    expect(fixtures).toHaveLength(53);
    expect(wrongOf(printed)).toEqual([
      // Segregated portfolio 1 of Franklin's wound-up fund, known from the scheme master only (NAV 0 since 2020).
      // The name prints no plan type and AMFI lists a regular (147971) and a direct (147974) plan of it, both at
      // NAV 0: nothing printed settles which, so the member is asked (see below).
      ["FTI915", ambiguous],
      ["FTI915", ambiguous],
      // Merged into HDFC Hybrid Equity Fund in 2018: its code is in neither file; refused, with candidates.
      ["HBFG", ambiguous],
      // Merged into Sundaram Large and Midcap Fund in 2021: in neither file, and no name comes close.
      ["103EBRGG", "the name matches no plan closely enough"],
    ]);
    const right = fixtures.filter((f, i) => printed[i]!.ok);
    expect(right).toHaveLength(49);
    // The ISIN printed on the statement is one of the plan's (the reinvestment ISIN for a reinvest option).
    const isins = new Map(
      (
        await sql<{ scheme_code: number; isins: string[] }[]>`
          select scheme_code, isins from scheme_master where scheme_code in ${sql(right.map((f) => Number(f.amfi)))}`
      ).map((p) => [p.scheme_code, p.isins]),
    );
    for (const f of right)
      expect([f.rta_code, isins.get(Number(f.amfi))]).toEqual([f.rta_code, expect.arrayContaining([f.isin])]);
  });

  it("takes the plan whose NAV is the one printed when the name prints no plan type: Quant Active Fund - Growth is the direct plan", () => {
    const quant = printed[at("166GFDGG")]!;
    expect(quant).toMatchObject({ ok: true, schemeCode: 120823, by: "nav" });
    // Without the NAV the name fits both plans: refused with both, never silently the regular plan.
    const alone = nameOnly[at("166GFDGG")]!;
    expect(alone).toMatchObject({ ok: false, reason: ambiguous });
    expect(alone.candidates.map((c) => c.schemeCode).sort()).toEqual([100631, 120823]);
    // The NAV settles exactly the names that print no plan type where both plans exist; the others the name does.
    expect(fixtures.flatMap((f, i) => (printed[i]!.ok && printed[i]!.by === "nav" ? [f.rta_code] : []))).toEqual([
      "FTI036",
      "FTI036",
      "FTI219",
      "H51",
      "P1191",
      "P01",
      "120GFGPG",
      "RMFTSGPG",
      "166GFDGG",
    ]);
  });

  it("finds a closed scheme known only from AMFI's scheme master, and says the site has no NAV of it", () => {
    // SBI One India Fund closed in 2012: not in the slice's NAV capture, listed by the scheme master.
    expect(printed[at("L121G")]).toMatchObject({ ok: true, schemeCode: 104762, by: "name", offSite: true });
    expect(nameOnly[at("L121G")]).toMatchObject({ ok: true, schemeCode: 104762, offSite: true });
  });

  it("by the name alone, picks no wrong plan: 40 right, every other refused with the right plan among its candidates where the data has it", () => {
    const wrong = wrongOf(nameOnly);
    expect(wrong.filter(([, r]) => typeof r === "number")).toEqual([]);
    expect(53 - wrong.length).toBe(40);
    for (const [code] of wrong) {
      if (code === "HBFG" || code === "103EBRGG") continue;
      const f = fixtures[at(code as string)]!;
      expect([code, nameOnly[at(code as string)]!.candidates.map((c) => c.schemeCode)]).toEqual([
        code,
        expect.arrayContaining([Number(f.amfi)]),
      ]);
    }
  });

  it("offers the member the plans an unsettled name may mean, alike enough to be one", () => {
    const hdfcBalanced = printed[at("HBFG")]!;
    expect(hdfcBalanced.ok).toBe(false);
    // Not picked (HDFC Balanced Advantage Fund is another fund, 0.583 alike), but offered to the member.
    expect(hdfcBalanced.candidates.map((c) => [c.schemeCode, c.score])).toEqual([[100119, 0.583]]);
    const segregated = printed[at("FTI915")]!;
    expect(segregated.candidates.slice(0, 2).map((c) => [c.schemeCode, c.onSite])).toEqual([
      [147971, false],
      [147974, false],
    ]);
  });

  it("identifies a segregated portfolio by the ISIN a statement prints, though the site has no NAV of it", async () => {
    const [r] = await sql.begin((tx) =>
      resolveSchemes(sql, tx, [{ ...scheme(fixtures[at("FTI915")]!.name), isin: "INF090I01VH6" }], PRINTED_ON),
    );
    expect(r).toMatchObject({ ok: true, schemeCode: 147971, by: "isin", offSite: true });
  });

  it("takes a member's pick of a plan the name leaves open", async () => {
    const [r] = await sql.begin((tx) =>
      resolveSchemes(sql, tx, [scheme(fixtures[at("166GFDGG")]!.name)], PRINTED_ON, new Map([[0, 120823]])),
    );
    expect(r).toMatchObject({ ok: true, schemeCode: 120823, by: "pick" });
  });
});
