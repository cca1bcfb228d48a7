import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parse } from "csv-parse/sync";
import { createMigratedDatabase, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { AUM_SOURCE_NAME } from "@/lib/ingest/aum/write-fund-aum";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { runSync } from "@/lib/ingest/sync/run-sync";

// data:sync against a local HTTP server that answers as AMFI's hosts do, from the files in ../shared/data: the
// NAVAll capture of 2026-01-27 and the scheme master as they are; the TER endpoint's and the fund-performance
// feed's JSON, of which no saved copy exists, are SYNTHETIC answers in their shape built from real rows (the
// TER tracker's ABSL funds, the monthly AUM table's month-end of 2026-01-30).

const NAV = sharedDataFile("amfi/samples/NAVAll-2026-01-27.txt");
const MASTER = sharedDataFile("scheme-master/SchemeData-2024-11-18.csv");
const TER = sharedDataFile("ter/captn3m0-ter-tracker-data-2024-10-07.csv");
const AUM = sharedDataFile("aum-performance/amfi-crisil-monthly-aum-industry-equity-hybrid.csv");
const ALL = NAV && MASTER && TER && AUM;

const ABSL_EQUITY_ADVANTAGE_REGULAR = 100033;
const ABSL_EQUITY_ADVANTAGE_DIRECT = 119436;
const SBI_SMALL_CAP_DIRECT_GROWTH = 125497;

interface Answers {
  terRecords: Record<string, unknown>[];
  feedRecords: Record<string, unknown>[];
}

function readAnswers(): Answers {
  const ter = parse(readFileSync(TER!, "utf8"), { columns: true }) as Record<string, string>[];
  const terRecords = ter
    .filter((row) => row["Scheme Name"]!.startsWith("Aditya Birla Sun Life"))
    .map((row) => ({
      Scheme_Name: row["Scheme Name"],
      TER_Date: "2026-01-27T00:00:00",
      R_TER: row["Regular Plan - Total TER (%)"],
      D_TER: Number(row["Direct Plan - Total TER (%)"]),
    }));
  const aum = parse(readFileSync(AUM!, "utf8"), { columns: true }) as Record<string, string>[];
  const feedRecords = aum
    .filter((row) => row.month_end === "2026-01-30")
    .map((row) => ({ schemeName: row.scheme_name, navDate: "30-Jan-2026", dailyAUM: Number(row.aum_cur_cr) }));
  return { terRecords, feedRecords };
}

function amfiLookalike(answers: Answers, calls: string[]): (req: IncomingMessage, res: ServerResponse) => void {
  let masterRefusals = 1; // the first master download fails with a 503: the sync retries
  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  return (req, res) => {
    const url = new URL(req.url!, "http://localhost");
    calls.push(`${req.method} ${url.pathname}`);
    if (url.pathname === "/spages/NAVAll.txt") return res.end(readFileSync(NAV!));
    if (url.pathname === "/DownloadSchemeData_Po.aspx") {
      if (masterRefusals-- > 0) return res.writeHead(503).end("busy");
      return res.end(readFileSync(MASTER!));
    }
    if (url.pathname === "/api/populate-mf")
      return json(res, [{ mfId: 3, mfName: "Aditya Birla Sun Life Mutual Fund" }]);
    if (url.pathname === "/api/populate-te-rdata-revised") {
      // This month's rows in two pages; nothing for the month before (it is never asked for).
      if (url.searchParams.get("Month") !== "01-2026") return json(res, { data: [], meta: { pageCount: 0 } });
      const half = Math.ceil(answers.terRecords.length / 2);
      const page = Number(url.searchParams.get("page"));
      return json(res, { data: answers.terRecords.slice((page - 1) * half, page * half), meta: { pageCount: 2 } });
    }
    if (url.pathname === "/gateway/pollingsebi/api/amfi/fundperformance" && req.method === "POST") {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const asked = JSON.parse(body) as { subCategory: number; reportDate: string };
        const data = asked.subCategory === 1 && asked.reportDate === "30-Jan-2026" ? answers.feedRecords : [];
        json(res, { validationStatus: "SUCCESS", data });
      });
      return;
    }
    res.writeHead(404).end();
  };
}

(ALL ? describe : describe.skip)("data:sync against a local server answering as AMFI does", () => {
  let database: MigratedDatabase;
  let server: Server;
  let base: string;
  const calls: string[] = [];

  beforeAll(async () => {
    database = await createMigratedDatabase();
    server = createServer(amfiLookalike(readAnswers(), calls));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.drop();
  });

  const sync = (nav = true) =>
    runSync(database.sql, {
      nav,
      hosts: { website: base, portal: base },
      today: "2026-01-31",
      spacingMs: 0,
      sleep: async () => undefined,
      log: () => undefined,
    });

  // A whole sync of real files (NAVAll, the scheme master, TER and AUM tables): 31 s on a quiet machine, past the
  // default 60 s under CI's load (all five steps on two cores), so it gets three minutes.
  it("imports the NAVs, then the scheme master, the TERs and the AUMs, each matched to the plans", async () => {
    const result = await sync();
    expect(result.navStatus).toBe("imported");
    expect(result.facts.map((r) => [r.kind, r.status])).toEqual([
      ["scheme-master", "imported"],
      ["ter", "imported"],
      ["aum", "imported"],
    ]);
    expect(calls.filter((c) => c.includes("SchemeData"))).toHaveLength(2);
    expect(calls.filter((c) => c.includes("populate-te-rdata"))).toHaveLength(2);

    const facts = await database.sql`
      select scheme_code, expense_ratio, to_char(expense_ratio_as_of, 'YYYY-MM-DD') as ter_as_of, expense_ratio_source,
             aum_cr, to_char(aum_as_of, 'YYYY-MM-DD') as aum_as_of, aum_source
      from plan_fact_latest
      where scheme_code in (${ABSL_EQUITY_ADVANTAGE_REGULAR}, ${ABSL_EQUITY_ADVANTAGE_DIRECT}, ${SBI_SMALL_CAP_DIRECT_GROWTH})
      order by scheme_code`;
    const ter = { ter_as_of: "2026-01-27", expense_ratio_source: "AMFI TER" };
    expect(facts).toEqual([
      expect.objectContaining({ scheme_code: ABSL_EQUITY_ADVANTAGE_REGULAR, expense_ratio: 1.87, ...ter }),
      expect.objectContaining({ scheme_code: ABSL_EQUITY_ADVANTAGE_DIRECT, expense_ratio: 1.02, ...ter }),
      expect.objectContaining({
        scheme_code: SBI_SMALL_CAP_DIRECT_GROWTH,
        aum_cr: 34447.137,
        aum_as_of: "2026-01-30",
        aum_source: AUM_SOURCE_NAME,
      }),
    ]);
  }, 180_000);

  it("changes nothing the second time: every file is already imported", async () => {
    const result = await sync();
    expect(result.navStatus).toBe("already-imported");
    expect(result.facts.map((r) => r.status)).toEqual(["already-imported", "already-imported", "already-imported"]);
  });

  it("with nav off (the weekly scheduled job) asks for the facts only, never for NAVAll", async () => {
    const before = calls.length;
    const result = await sync(false);
    expect(result.navStatus).toBe("not-asked");
    expect(result.facts.map((r) => r.status)).toEqual(["already-imported", "already-imported", "already-imported"]);
    expect(calls.slice(before).filter((c) => c.includes("NAVAll"))).toEqual([]);
    expect(calls.slice(before).filter((c) => c.includes("SchemeData"))).toHaveLength(1);
  });
});
