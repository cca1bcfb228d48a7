import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { createScratchDatabase, withConnection, type MigratedDatabase } from "@/lib/db/testing/test-database";
import { startLocalServer, type LocalServer } from "@/lib/http/testing/local-server";
import { sharedDataFile } from "@/lib/ingest/testing/shared-data";
import { SyncRunner } from "@/lib/schedule/sync-runner";

// The server's sync process, against a local server answering as AMFI's website does with a real NAVAll capture.
const NAV = sharedDataFile("amfi/samples/NAVAll-2026-01-27.txt");

type Mode = "capture" | "error-page" | "hang";

(NAV ? describe : describe.skip)("the scheduled sync's kept process", () => {
  let database: MigratedDatabase;
  let server: LocalServer;
  let runner: SyncRunner;
  let mode: Mode = "capture";
  const hanging: ServerResponse[] = [];
  let requested: () => void = () => undefined;

  beforeAll(async () => {
    const scratch = await createScratchDatabase({ migrated: true });
    database = withConnection(scratch);
    server = await startLocalServer((req, res) => {
      requested();
      if (req.url !== "/spages/NAVAll.txt") return res.writeHead(404).end();
      if (mode === "hang") return void hanging.push(res);
      if (mode === "error-page") return res.end("<html><body><h1>Server Error in '/' Application.</h1></body></html>");
      res.end(readFileSync(NAV!));
    });
    const base = server.origin;
    runner = new SyncRunner({
      env: { ...process.env, DATABASE_URL: scratch.url, AMFI_WEBSITE_URL: base, AMFI_PORTAL_URL: base },
      output: "ignore",
    });
  });
  afterAll(async () => {
    await runner?.stop();
    for (const res of hanging) res.destroy();
    await server?.close();
    await database?.drop();
  });

  const stored = async () => {
    const [row] = await database.sql<{ navs: number; imports: number }[]>`
      select (select count(*)::int from navs) as navs, (select count(*)::int from imports) as imports`;
    return row!;
  };

  it("runs every sync in one process kept between runs, and a failed run leaves the data and the process as they were", async () => {
    mode = "capture";
    const first = await runner.run(["--no-facts"]);
    expect(first.phases.map((p) => p.name)).toEqual(["nav", "metrics", "checks"]);
    expect(first.phases.every((p) => p.seconds > 0)).toBe(true);
    expect(first.phases.reduce((n, p) => n + p.cpuSeconds, 0)).toBeGreaterThan(0);
    const after = await stored();
    expect(after.navs).toBeGreaterThan(10_000);
    const [metrics] = await database.sql<{ n: number }[]>`select count(*)::int as n from plan_metrics`;
    expect(metrics!.n).toBeGreaterThan(0);

    mode = "error-page";
    await expect(runner.run(["--no-facts"])).rejects.toThrow(/AMFI's file was refused/);
    expect(await stored()).toEqual(after);
    await expect(runner.run(["--no-facts", "--facts-only"])).rejects.toThrow(/^Bad arguments: --facts-only/);

    mode = "capture";
    const again = await runner.run(["--no-facts"]);
    expect(again.pid).toBe(first.pid);
    expect(await stored()).toEqual(after);
  }, 120_000);

  it("fails a run whose process dies with the reason, and starts a new process for the next", async () => {
    mode = "capture";
    const before = await runner.run(["--no-facts"]);
    mode = "hang";
    const reached = new Promise<void>((resolve) => (requested = resolve));
    const run = runner.run(["--no-facts"]);
    await reached;
    process.kill(before.pid, "SIGKILL");
    await expect(run).rejects.toThrow("stopped by SIGKILL");

    mode = "capture";
    const next = await runner.run(["--no-facts"]);
    expect(next.pid).not.toBe(before.pid);
  }, 120_000);
});
