import type { Sql } from "postgres";
import { loadOrCreateKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { startApiTestServer, type ApiTestServer } from "@/lib/api/testing/api-test-server";
import type { StatementPreview } from "@/lib/api/schemas/portfolio-statements";
import { screenerListEndpoint } from "@/lib/api/schemas/screener";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { renderDetailed } from "@/lib/cas/testing/render-statements";
import { kfintechDetailed } from "@/lib/cas/testing/synthetic-statements";
import { closeDatabase } from "@/lib/db/client";
import { connect, type ScratchDatabase } from "@/lib/db/testing/test-database";
import { REAL_MASTER, REAL_NAV, copyOfRealFunds } from "@/lib/ingest/testing/real-funds";

const ready = hasQpdf() && REAL_NAV && REAL_MASTER;
if (!ready) console.warn("skipped: qpdf, the real NAV capture or the real scheme master is absent");
const PASSWORD = "Synthetic#2025";

// Issue 33: the name of a scheme printed without ISIN was scored against every plan's names in the web process,
// and the seconds that took stopped every other request: the database's watchdog took the pause for an outage
// and the screener answered 503. On the real funds
// (~14,000 plans, ~15,700 scheme-master rows), previews now run while the screener is read without one 5xx.
(ready ? describe : describe.skip)("statement previews beside other visitors", () => {
  let scratch: ScratchDatabase;
  let sql: Sql;
  let api: ApiTestServer;
  let member: TestMember;
  let pdf: Uint8Array;

  beforeAll(async () => {
    scratch = await copyOfRealFunds();
    sql = connect(scratch.url);
    member = await createTestMember(sql, await loadOrCreateKeys(sql));
    await closeDatabase();
    process.env.DATABASE_URL = scratch.url;
    // npm run test:db turns the watchdog off for other files; here it is what a stall trips. Probing every 50 ms
    // keeps a probe in flight nearly always, so that a stall of more than half a second is taken for an outage
    // whenever it comes (with the default 1 s pause it is caught only if it starts during a probe).
    process.env.DATABASE_PROBE_INTERVAL_SECONDS = "0.05";
    process.env.DATABASE_PROBE_TIMEOUT_SECONDS = "0.5";
    process.env.API_RATE_LIMIT_PER_MINUTE = "0";
    process.env.API_CACHE_MAX_MB = "0";
    api = await startApiTestServer();
    pdf = encryptPdf(await renderDetailed(kfintechDetailed(), { registrar: "KFINTECH" }), PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await closeDatabase();
    await sql?.end();
    await scratch?.drop();
  });

  const preview = async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "cas.pdf");
    form.set("password", PASSWORD);
    const response = await fetch(`${api.origin}/api/v1/portfolio/statements/preview`, {
      method: "POST",
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { payload: unknown } };
  };

  it("answers every screener request while four statements are previewed, and finds the scheme printed without ISIN", async () => {
    let previewing = true;
    const screener: number[] = [];
    const visitor = (async () => {
      while (previewing) {
        const response = await fetch(`${api.origin}${screenerListEndpoint.path}?page_size=20`);
        await response.arrayBuffer();
        screener.push(response.status);
      }
    })();
    const previews = [];
    for (let i = 0; i < 4; i++) previews.push(await preview());
    previewing = false;
    await visitor;

    expect(screener.length).toBeGreaterThan(0);
    expect(screener.filter((status) => status !== 200)).toEqual([]);
    expect(previews.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    const schemes = (previews[0]!.body.payload as StatementPreview).schemes;
    // Mirae Asset Emerging Bluechip Fund (its name before 2024) is found as Large & Midcap Fund, direct, growth.
    expect(schemes.map((s) => [s.scheme_code, s.resolved_by])).toEqual([
      [120503, "isin"],
      [118834, "name"],
    ]);
  }, 120_000);
});
