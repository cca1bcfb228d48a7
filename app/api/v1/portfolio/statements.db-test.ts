import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { NAV_END } from "@/lib/api/testing/api-fixture";
import { LOGIN_REQUIRED_MESSAGE } from "@/lib/api/handle-member-endpoint";
import type { StatementImport, StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import type { CapitalGainsReport } from "@/lib/api/schemas/capital-gains";
import type { Transaction } from "@/lib/api/schemas/portfolio";
import { asMember } from "@/lib/db/member-scope";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { renderDetailed, renderSummary } from "@/lib/cas/testing/render-statements";
import { buildScheme, camsDetailed, kfintechDetailed, type SchemeSpec } from "@/lib/cas/testing/synthetic-statements";
import type { CasStatement } from "@/lib/cas/cas-statement";
import { holdingsOn } from "@/lib/cas/testing/holdings-statement";
import { issue33Statement } from "@/lib/cas/testing/registrar-statements";
import { seedStatementPlans } from "@/lib/cas/testing/seed-statement-plans";

const qpdf = hasQpdf();
if (!qpdf) console.warn("skipped: qpdf is not installed (apt-get install qpdf), so no statement can be encrypted");
const PASSWORD = "Synthetic#2025";
const TABLES = ["portfolio_transactions", "cas_imports"];
// camsDetailed()'s HDFC Low Duration scheme: 1,000 units held before the statement's period, of no earlier import.
const OPENING_NOT_EXPLAINED =
  "opening balance not explained: the statement starts on 2017-04-01 with 1,000.000 units held before it, and your earlier imports have 0.000 of them; their purchase dates and cost are not in this statement. Import a detailed statement from your first purchase (ask CAMS or KFintech for the period from 01-Jan-1990), or an earlier one first.";

let ctx: ApiTestContext;
let keys: EmbeddedKeys;
let cams: Uint8Array;
let kfin: Uint8Array;

(qpdf ? describe : describe.skip)("statement (CAS) import", () => {
  beforeAll(async () => {
    ctx = await startApiTestContext();
    keys = await loadOrCreateKeys(ctx.sql);
    await seedStatementPlans(ctx.sql, NAV_END);
    cams = encryptPdf(await renderDetailed(camsDetailed(), { registrar: "CAMS" }), PASSWORD);
    kfin = encryptPdf(await renderDetailed(kfintechDetailed(), { registrar: "KFINTECH" }), PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const upload = (member: TestMember, path: string, pdf: Uint8Array, password: string, choice?: string) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "cas.pdf");
    form.set("password", password);
    if (choice) form.set("choice", choice);
    return ctx.call(`/api/v1/portfolio/statements${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
  };
  const get = (member: TestMember, path: string) =>
    ctx.call(`/api/v1/portfolio${path}`, { headers: { Authorization: `Bearer ${member.token}` } });

  it("previews a CAMS statement without saving anything: every scheme resolved by ISIN and reconciled, one blocked", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const before = await snapshotTables(ctx.sql, TABLES);
    const answer = await upload(member, "/preview", cams, PASSWORD);
    expect(answer.status).toBe(200);
    const preview = answer.body.payload as StatementPreview;
    expect([preview.layout, preview.from, preview.to]).toEqual(["detailed", "2017-04-01", "2025-03-31"]);
    expect(
      preview.schemes.map((s) => [s.folio, s.scheme_code, s.resolved_by, s.unit_transactions, s.other_rows, s.blocked]),
    ).toEqual([
      ["7654321/12", 100354, "isin", 5, 3, null],
      ["1234567/89", 118987, "isin", 3, 1, null],
      ["1234567/89", 105543, "isin", 2, 0, OPENING_NOT_EXPLAINED],
      ["1234567/89", 119094, "isin", 1, 2, null],
    ]);
    expect(preview.schemes[0]!.former_name).toBe("ICICI Prudential Long Term Equity Fund Tax Saving");
    expect(preview.schemes[1]!.reversed_pairs).toBe(1);
    expect(preview.schemes.every((s) => s.checks.every((c) => c.ok))).toBe(true);
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(before);
  });

  it("refuses a wrong password, an upload over 8 MB and an anonymous upload, storing nothing", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const before = await snapshotTables(ctx.sql, TABLES);
    const wrong = await upload(member, "", cams, "not-it");
    expect([wrong.status, wrong.body.payload]).toEqual([
      400,
      "The password is wrong for this PDF. Nothing was imported.",
    ]);
    const big = await upload(member, "", new Uint8Array(9 * 1024 * 1024), PASSWORD);
    expect(big.status).toBe(413);
    const anonymous = await ctx.call("/api/v1/portfolio/statements", { method: "POST", body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(before);
  });

  it("answers 401, not a 500, for an import by a member deleted while their live session is still remembered", async () => {
    const member = await createTestMember(ctx.sql, keys);
    expect((await get(member, "/transactions")).status).toBe(200); // the session check now remembers "live"
    await ctx.sql`delete from auth.users where id = ${member.id}`;
    const before = await snapshotTables(ctx.sql, TABLES);
    // `valid`: the schemes that pass reach the insert (with `all`, the blocked Low Duration scheme refuses first).
    const answer = await upload(member, "", cams, PASSWORD, "valid");
    expect([answer.status, answer.body.payload]).toEqual([401, LOGIN_REQUIRED_MESSAGE]);
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(before);
  });

  it("imports, and importing the same statement again changes nothing", async () => {
    const member = await createTestMember(ctx.sql, keys);
    // The Low Duration scheme's opening balance is not explained: `valid` imports the other three (5 + 3 + 1 rows).
    const first = await upload(member, "", cams, PASSWORD, "valid");
    expect(first.status).toBe(200);
    expect(first.body.payload).toEqual({
      added: 9,
      already_present: 0,
      schemes_imported: 3,
      schemes_skipped: 1,
    } satisfies StatementImport);
    const after = await snapshotTables(ctx.sql, TABLES);
    const again = await upload(member, "", cams, PASSWORD, "valid");
    expect(again.body.payload).toEqual({ added: 0, already_present: 9, schemes_imported: 3, schemes_skipped: 1 });
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(after);
    const preview = (await upload(member, "/preview", cams, PASSWORD)).body.payload as StatementPreview;
    expect(preview.schemes.map((s) => s.already_imported)).toEqual([5, 3, 0, 1]);
  });

  it("never imports a statement half silently: a scheme failing its check blocks `all`; `valid` imports the rest", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const written = camsDetailed();
    const bond = written.folios[1]!.schemes[0]!;
    written.folios[1]!.schemes[0] = { ...bond, closing: "676.679" };
    const pdf = encryptPdf(await renderDetailed(written, { registrar: "CAMS" }), PASSWORD);
    const preview = (await upload(member, "/preview", pdf, PASSWORD)).body.payload as StatementPreview;
    expect(preview.schemes.map((s) => s.blocked === null)).toEqual([true, false, false, true]);
    expect(preview.schemes[1]!.blocked).toMatch(
      /^failed check: opening 0.000 \+ transactions 676.678 = 676.678; closing 676.679/,
    );
    const before = await snapshotTables(ctx.sql, TABLES);
    const all = await upload(member, "", pdf, PASSWORD, "all");
    expect(all.status).toBe(400);
    expect(all.body.payload).toMatch(
      /^2 scheme\(s\) of this statement cannot be imported \(HDFC Corporate Bond Fund .*: failed check: .* Import the others or nothing\.$/,
    );
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(before);
    // The ELSS's 5 rows and the Money Market's 1; the bond (failed check) and the Low Duration (opening) skipped.
    expect((await upload(member, "", pdf, PASSWORD, "valid")).body.payload).toEqual({
      added: 6,
      already_present: 0,
      schemes_imported: 2,
      schemes_skipped: 2,
    });
  });

  it("merges statements of overlapping periods by transaction identity: the shared rows once", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const bond: Omit<SchemeSpec, "rows"> = {
      rtaCode: "HMTOGT",
      name: "HDFC Corporate Bond Fund - Direct Plan - Growth Option",
      isin: "INF179K01XD8",
      registrar: "CAMS",
      navDate: "2024-12-31",
      nav: "30.5000",
    };
    const first = { date: "2021-05-03", description: "Purchase", buy: "20000.00", nav: "25.1234" };
    const shared = { date: "2023-06-01", description: "Purchase", buy: "11000.00", nav: "28.9012" };
    const last = { date: "2024-08-01", description: "Redemption", sell: "500.000", nav: "30.1000" };
    const statement = (from: string, to: string, scheme: SchemeSpec): CasStatement => ({
      layout: "detailed",
      from,
      to,
      folios: [{ amc: "HDFC Mutual Fund", folio: "1234567/89", schemes: [buildScheme({ ...scheme, navDate: to })] }],
    });
    const earlier = statement("2021-04-01", "2023-12-31", { ...bond, rows: [first, shared] });
    const later = statement("2023-04-01", "2024-12-31", { ...bond, opening: "796.071", rows: [shared, last] });
    const pdf = async (s: CasStatement) => encryptPdf(await renderDetailed(s, { registrar: "CAMS" }), PASSWORD);
    expect((await upload(member, "", await pdf(earlier), PASSWORD, "all")).body.payload).toMatchObject({ added: 2 });
    expect((await upload(member, "", await pdf(later), PASSWORD, "all")).body.payload).toMatchObject({
      added: 1,
      already_present: 1,
    });
    const list = (await get(member, "/transactions")).body.payload as Transaction[];
    expect(list.map((t) => [t.date, t.kind, t.units])).toEqual([
      ["2021-05-03", "buy", 796.071],
      ["2023-06-01", "buy", 380.607],
      ["2024-08-01", "sell", 500],
    ]);
  });

  it("blocks a scheme whose opening balance no earlier import explains, until an earlier statement explains it", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const before = await snapshotTables(ctx.sql, TABLES);
    const all = await upload(member, "", cams, PASSWORD, "all");
    expect([all.status, all.body.payload]).toEqual([
      400,
      `1 scheme(s) of this statement cannot be imported (HDFC Low Duration Fund - Regular Plan - Monthly IDCW - Reinvest: ${OPENING_NOT_EXPLAINED.slice(0, -1)}). Import the others or nothing.`,
    ]);
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(before);
    // An earlier statement of the same folio and plan: 1,200 units bought, 200 sold, so 1,000 held on 2017-04-01.
    const lowDuration: SchemeSpec = {
      rtaCode: "H60",
      name: "HDFC Low Duration Fund - Regular Plan - Monthly IDCW - Reinvest",
      isin: "INF179K01467",
      registrar: "CAMS",
      rows: [
        { date: "2016-05-02", description: "Purchase", buy: "12000.00", nav: "10.0000" },
        { date: "2017-02-01", description: "Redemption", sell: "200.000", nav: "10.0500" },
      ],
      navDate: "2017-03-31",
      nav: "10.0800",
    };
    const earlier = (spec: SchemeSpec, to: string): CasStatement => ({
      layout: "detailed",
      from: "2016-04-01",
      to,
      folios: [{ amc: "HDFC Mutual Fund", folio: "1234567/89", schemes: [buildScheme(spec)] }],
    });
    const pdf = async (s: CasStatement) => encryptPdf(await renderDetailed(s, { registrar: "CAMS" }), PASSWORD);
    // Only the purchase first: 1,200 units held before the period, more than the 1,000 it opens with.
    const bought = await pdf(
      earlier({ ...lowDuration, rows: [lowDuration.rows[0]!], navDate: "2016-12-31" }, "2016-12-31"),
    );
    expect((await upload(member, "", bought, PASSWORD, "all")).body.payload).toMatchObject({ added: 1 });
    const more = (await upload(member, "/preview", cams, PASSWORD)).body.payload as StatementPreview;
    expect(more.schemes[2]!.blocked).toBe(
      "opening balance not explained: the statement starts on 2017-04-01 with 1,000.000 units held before it, but your earlier imports have 1,200.000 units of this folio and plan before that date; they do not agree. Check those imports, or import a detailed statement from your first purchase (ask CAMS or KFintech for the period from 01-Jan-1990).",
    );
    // The whole earlier statement adds the sale: 1,200 - 200 = 1,000, exactly the opening balance.
    expect(
      (await upload(member, "", await pdf(earlier(lowDuration, "2017-03-31")), PASSWORD, "all")).body.payload,
    ).toMatchObject({
      added: 1,
      already_present: 1,
    });
    const explained = (await upload(member, "/preview", cams, PASSWORD)).body.payload as StatementPreview;
    expect(explained.schemes.map((s) => s.blocked)).toEqual([null, null, null, null]);
    expect((await upload(member, "", cams, PASSWORD, "all")).body.payload).toEqual({
      added: 11,
      already_present: 0,
      schemes_imported: 4,
      schemes_skipped: 0,
    });
    // 1,000 + 50 / 10.15 (4.926) + 52.26 / 10.16 (5.144) = 1,010.070 units held, as the statement closes.
    const held = await asMember(ctx.sql, member.id, async (tx) => {
      const [row] = await tx<{ units: string }[]>`
        select sum(case when kind = 'sell' then -units else units end)::text as units from portfolio_transactions
        where scheme_code = 105543`;
      return row!.units;
    });
    expect(held).toBe("1010.070");
    // Seven statements rendered, encrypted and read: about 3 s alone, and over the 60 s default beside the whole
    // suite in stop 46's last CI run.
  }, 180_000);

  it("merges a KFintech statement (a scheme printed without ISIN resolved by its old name) and a summary of the same holdings", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const preview = (await upload(member, "/preview", kfin, PASSWORD)).body.payload as StatementPreview;
    expect(preview.schemes.map((s) => [s.scheme_code, s.resolved_by])).toEqual([
      [120503, "isin"],
      [118834, "name"],
    ]);
    expect((await upload(member, "", kfin, PASSWORD, "all")).body.payload).toMatchObject({ added: 5 });
    // The same schemes printed again: one without its ISIN under a name that matches nothing. The registrar codes
    // learnt from the first import resolve both (they come before the name).
    const renamed = kfintechDetailed();
    renamed.folios[0]!.schemes[0] = { ...renamed.folios[0]!.schemes[0]!, isin: null, name: "Axis Unheard Of Fund" };
    const again = encryptPdf(await renderDetailed(renamed, { registrar: "KFINTECH" }), PASSWORD);
    const byCode = (await upload(member, "/preview", again, PASSWORD)).body.payload as StatementPreview;
    expect(byCode.schemes.map((s) => [s.scheme_code, s.resolved_by, s.already_imported])).toEqual([
      [120503, "registrar", 3],
      [118834, "registrar", 2],
    ]);
    // A summary of the CAMS holdings: balances for plans the member has no transaction of yet.
    const summary = encryptPdf(await renderSummary(holdingsOn(camsDetailed(), "summary")), PASSWORD);
    expect((await upload(member, "", summary, PASSWORD, "all")).body.payload).toMatchObject({
      added: 4,
      already_present: 0,
    });
    expect((await upload(member, "", summary, PASSWORD, "all")).body.payload).toMatchObject({
      added: 0,
      already_present: 4,
    });
    // Their purchase dates are unknown: the report says the units count as bought on the summary's date.
    const notes = ((await get(member, "/capital-gains")).body.payload as CapitalGainsReport).notes;
    expect(notes.filter((n) => n.includes("statement of holdings on 2025-03-31"))).toHaveLength(4);
  });

  it("computes capital gains first in, first out, with the 31-Jan-2018 NAV for the units bought before 2018", async () => {
    const member = await createTestMember(ctx.sql, keys);
    await upload(member, "", cams, PASSWORD, "valid");
    const answer = await get(member, "/capital-gains");
    expect(answer.status).toBe(200);
    const report = answer.body.payload as CapitalGainsReport;
    // Hand-computed: lot 1 is 40,000 / 320.5 = 124.805 units, 320.49998 a unit. Sold 60 on 20-May-2024 at
    // 780.25 = 46,815.00 against max(19,230.00, min(60 x 350 = 21,000, 46,815)) = 21,000: gain 25,815.00; sold 40
    // on 2-Sep-2024 at 840.10 = 33,604.00 against max(12,820.00, 14,000) = 14,000: gain 19,604.00. The bond fund:
    // 500 of 796.071 units (20,000) sold at 30.10 = 15,050.00, cost 12,561.69: long term (39 months > 24).
    const elss = report.realised.filter((r) => r.scheme_code === 100354);
    expect(
      elss.map((r) => [
        r.sale_date,
        r.buy_date,
        r.units,
        r.sale_value,
        r.actual_cost,
        r.fmv_per_unit,
        r.cost_used,
        r.gain,
        r.term,
      ]),
    ).toEqual([
      ["2024-05-20", "2017-06-15", "60.000", "46815.00", "19230.00", "350.0000", "21000.00", "25815.00", "long"],
      ["2024-09-02", "2017-06-15", "40.000", "33604.00", "12820.00", "350.0000", "14000.00", "19604.00", "long"],
    ]);
    expect(report.realised.find((r) => r.scheme_code === 118987)).toMatchObject({
      gain: "2488.31",
      term: "long",
      tax_class: "specified",
      rate: "12.5% without indexation (Section 112)",
    });
    expect(report.years.find((y) => y.financial_year === "2024-25")).toMatchObject({
      equity_long_term: "45419.00",
      other_long_term: "2488.31",
    });
    const csv = report.years
      .find((y) => y.financial_year === "2024-25")!
      .schedule_112a_csv.trim()
      .split("\n");
    expect(csv).toHaveLength(3);
    expect(csv[1]).toBe(
      "BE,INF109K01464,ICICI Prudential ELSS Tax Saver Fund - Growth,60.000,780.2500,46815.00,21000.00,19230.00,21000.00,350.0000,21000.00,0.00,21000.00,25815.00",
    );
    const elssHolding = report.holdings.find((h) => h.scheme_code === 100354)!;
    expect([elssHolding.folio, elssHolding.units, elssHolding.lots.length]).toEqual(["7654321/12", "50.127", 3]);
    expect(elssHolding.xirr_pct).not.toBeNull();
  });

  it("imports issue 33's statement as the registrar prints it: every row, and the Rs 6,60,000 long-term gain reported", async () => {
    // The old parser left this ELSS with 0 transactions, passed its 0 = 0 units check, imported it and marked it
    // covered: the gain vanished from the report.
    const member = await createTestMember(ctx.sql, keys);
    const printing = { boxes: true };
    const pdf = encryptPdf(await renderDetailed(issue33Statement(), { registrar: "CAMS", printing }), PASSWORD);
    const preview = (await upload(member, "/preview", pdf, PASSWORD)).body.payload as StatementPreview;
    expect(preview.schemes.map((s) => [s.scheme_code, s.unit_transactions, s.problems, s.blocked])).toEqual([
      [100354, 2, [], null],
      [119094, 2, [], null],
      [118987, 60, [], null],
    ]);
    expect((await upload(member, "", pdf, PASSWORD, "all")).body.payload).toMatchObject({ added: 64 });
    const report = (await get(member, "/capital-gains")).body.payload as CapitalGainsReport;
    expect(
      report.realised
        .filter((r) => r.scheme_code === 100354)
        .map((r) => [r.sale_date, r.buy_date, r.units, r.sale_value, r.actual_cost, r.gain, r.term]),
    ).toEqual([["2024-06-14", "2019-06-10", "4000.000", "1060000.00", "400000.00", "660000.00", "long"]]);
  });

  it("flags a manual transaction a statement covers and does not count it twice", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const manual = await ctx.call("/api/v1/portfolio/transactions", {
      method: "POST",
      headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ scheme_code: 120503, kind: "buy", date: "2024-12-02", amount: 1000 }),
    });
    expect(manual.status).toBe(200);
    await upload(member, "", kfin, PASSWORD, "all");
    const list = (await get(member, "/transactions")).body.payload as Transaction[];
    expect(list.filter((t) => t.source === "manual").map((t) => t.covered)).toEqual([true]);
    expect(list.filter((t) => t.source === "statement")).toHaveLength(5);
  });

  it("covers no plan a statement recorded nothing of: a summary's balance skipped for a plan held by hand", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const manual = await ctx.call("/api/v1/portfolio/transactions", {
      method: "POST",
      headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ scheme_code: 100354, kind: "buy", date: "2024-12-02", amount: 1000 }),
    });
    expect(manual.status).toBe(200);
    const summary = encryptPdf(await renderSummary(holdingsOn(camsDetailed(), "summary")), PASSWORD);
    // The ELSS balance is not recorded (the member holds the plan already): its manual purchase still counts.
    expect((await upload(member, "", summary, PASSWORD, "all")).body.payload).toMatchObject({ added: 3 });
    const list = (await get(member, "/transactions")).body.payload as Transaction[];
    expect(list.filter((t) => t.source === "manual").map((t) => [t.scheme_code, t.covered])).toEqual([[100354, false]]);
  });

  it("limits a member to 30 uploads an hour", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await upload(member, "/preview", new Uint8Array(10), "x")).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("keeps members apart: row-level security hides another member's imports even from a query without a filter", async () => {
    const alice = await createTestMember(ctx.sql, keys);
    const bob = await createTestMember(ctx.sql, keys);
    await upload(alice, "", kfin, PASSWORD, "all");
    const seen = await asMember(ctx.sql, bob.id, async (tx) => ({
      imports: (await tx`select * from cas_imports`).length,
      transactions: (await tx`select * from portfolio_transactions`).length,
    }));
    expect(seen).toEqual({ imports: 0, transactions: 0 });
    const own = await asMember(ctx.sql, alice.id, async (tx) => (await tx`select * from cas_imports`).length);
    expect(own).toBe(1);
  });
});
