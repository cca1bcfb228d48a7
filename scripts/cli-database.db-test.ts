import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// The command-line scripts bring their own database: with DATABASE_URL unset they start the embedded
// server (initialising it the first time), and stop it again when they were the ones that started it.
describe("npm run db:migrate without DATABASE_URL", () => {
  const dataDir = path.join(tmpdir(), `fundlens-cli-test-${process.pid}`);
  const env = { ...process.env, DATABASE_URL: "", EMBEDDED_PG_DIR: dataDir };
  const migrate = () =>
    run(process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"], { env, cwd: process.cwd() });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.credentials.json`, { force: true });
  });

  it("initialises and starts the embedded server, migrates, and stops it", async () => {
    const { stdout } = await migrate();
    expect(stdout).toMatch(/initialising a new cluster/);
    expect(stdout).toMatch(/Migrations on embedded: \d+ applied now/);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);
  });

  it("reuses the same data the second time: nothing left to apply", async () => {
    const { stdout } = await migrate();
    expect(stdout).not.toMatch(/initialising/);
    expect(stdout).toMatch(/Migrations on embedded: 0 applied now/);
  });
});
