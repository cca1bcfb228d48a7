import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// npm start on an address other machines reach, without the site's address: refused before the database or
// the build start, saying what to set (issue 35, point 6).
describe("npm start without NEXT_PUBLIC_SITE_URL", () => {
  it("refuses to serve on 0.0.0.0, naming the variable, and starts nothing", async () => {
    const dataDir = path.join(tmpdir(), `fundlens-start-address-${process.pid}`);
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: "", EMBEDDED_PG_DIR: dataDir };
    delete env.NEXT_PUBLIC_SITE_URL;
    const failure = await run(process.execPath, ["--import", "tsx", "scripts/start.ts", "start"], {
      env: { ...env, HOSTNAME: "0.0.0.0", PORT: "3998" },
      cwd: process.cwd(),
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("Refusing to serve on 0.0.0.0 without NEXT_PUBLIC_SITE_URL");
    expect(failure?.stderr).toContain("would name http://localhost:3998");
    expect(existsSync(dataDir)).toBe(false);
  });
});
