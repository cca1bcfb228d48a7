import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { NAV_END } from "@/lib/api/testing/api-fixture";
import type { StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import { snapshotTables } from "@/lib/db/testing/table-snapshot";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { renderDetailed } from "@/lib/cas/testing/render-statements";
import { kfintechDetailed } from "@/lib/cas/testing/synthetic-statements";
import { seedStatementPlans } from "@/lib/cas/testing/seed-statement-plans";

const qpdf = hasQpdf();
if (!qpdf) console.warn("skipped: qpdf is not installed (apt-get install qpdf), so no statement can be encrypted");
const PASSWORD = "Synthetic#2025";
const TABLES = ["portfolio_transactions", "cas_imports"];
// A second live plan under the very name of Mirae Asset Large & Midcap Fund's direct growth plan (118834): the
// KFintech statement's scheme printed without ISIN then fits both equally, and only the member can say which.
const TWIN = 990_001;

let ctx: ApiTestContext;
let keys: EmbeddedKeys;
let kfin: Uint8Array;

(qpdf ? describe : describe.skip)("a statement's scheme whose name fits more than one plan", () => {
  beforeAll(async () => {
    ctx = await startApiTestContext();
    keys = await loadOrCreateKeys(ctx.sql);
    await seedStatementPlans(ctx.sql, NAV_END);
    await ctx.sql`
      insert into plans (scheme_code, scheme_id, plan_type, option, isin_growth, display_name, raw_name)
      select ${TWIN}, scheme_id, plan_type, option, 'INF769K01ZZ9', display_name, raw_name from plans where scheme_code = 118834`;
    await ctx.sql`insert into navs (scheme_code, nav_date, nav) select ${TWIN}, nav_date, nav from navs where scheme_code = 118834`;
    await ctx.sql`
      insert into plan_nav_stats (scheme_code, first_nav_date, last_nav_date, last_nav)
      select ${TWIN}, first_nav_date, last_nav_date, last_nav from plan_nav_stats where scheme_code = 118834`;
    kfin = encryptPdf(await renderDetailed(kfintechDetailed(), { registrar: "KFINTECH" }), PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const upload = (member: TestMember, path: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(kfin)], { type: "application/pdf" }), "cas.pdf");
    form.set("password", PASSWORD);
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return ctx.call(`/api/v1/portfolio/statements${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
  };

  it("is refused as ambiguous with its candidates, and imported as the plan the member picks among them", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const preview = (await upload(member, "/preview")).body.payload as StatementPreview;
    const mirae = preview.schemes[1]!;
    expect([mirae.scheme_code, mirae.resolved_by, mirae.blocked]).toEqual([
      null,
      null,
      "not resolved: the name does not settle the plan: choose one of its candidates",
    ]);
    expect(mirae.candidates.map((c) => [c.scheme_code, c.plan_display_name, c.score])).toEqual([
      [118834, "Mirae Asset Large & Midcap Fund - Direct Plan - Growth", 1],
      [TWIN, "Mirae Asset Large & Midcap Fund - Direct Plan - Growth", 1],
    ]);
    expect(preview.schemes[0]!.candidates).toEqual([]);

    const before = await snapshotTables(ctx.sql, TABLES);
    expect((await upload(member, "", { choice: "all" })).status).toBe(400);
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(before);

    const picked = (await upload(member, "/preview", { picks: `2:${TWIN}` })).body.payload as StatementPreview;
    expect(picked.schemes.map((s) => [s.scheme_code, s.resolved_by, s.blocked])).toEqual([
      [120503, "isin", null],
      [TWIN, "pick", null],
    ]);
    expect((await upload(member, "", { choice: "all", picks: "2:118834" })).body.payload).toMatchObject({
      added: 5,
      schemes_imported: 2,
    });
    const [row] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from portfolio_transactions where user_id = ${member.id} and scheme_code = 118834`;
    expect(row!.n).toBe(2);
  });

  it("refuses a pick that is not one of the candidates, or made for a scheme without a choice, storing nothing", async () => {
    const member = await createTestMember(ctx.sql, keys);
    const before = await snapshotTables(ctx.sql, TABLES);
    const answers = await Promise.all(
      ["2:100354", "1:120503", "two:118834"].map(async (picks) => {
        const answer = await upload(member, "", { choice: "all", picks });
        return [answer.status, answer.body.payload];
      }),
    );
    expect(answers).toEqual([
      [
        400,
        'The plan chosen for "Mirae Asset Emerging Bluechip Fund - Direct Plan - Growth" (AMFI code 100354) is not one of the plans its name fits.',
      ],
      [400, "Scheme 1 of the statement has no choice of plan to make."],
      [400, "Field 'picks' must read like 2:118535,5:120503."],
    ]);
    expect(await snapshotTables(ctx.sql, TABLES)).toEqual(before);
  });
});
