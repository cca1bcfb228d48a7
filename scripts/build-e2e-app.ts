// npm run build:e2e: what the end-to-end tests' servers do before they serve (database, migrations, demo data or
// real data, next build when the build is stale), with the same environments, then stops. npm test runs it, and
// the end-to-end tests after it, beside the other tests, so Playwright's servers find the build and the seeded
// databases ready. npm test's typecheck step checks the types at the same time, so this build does not check
// them again.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { E2E_REAL_SERVER_ENV, E2E_SERVER_ENV } from "@/e2e/support/server-env";

const prepare = (env: Readonly<Record<string, string>>): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts", "start.ts"), "build"], {
    stdio: "inherit",
    env: { ...process.env, ...env, FUNDLENS_BUILD_SKIPS_TYPECHECK: "1" },
  });

// The demo app builds; the real-data app loads its data meanwhile and waits for that build.
const children = [prepare(E2E_SERVER_ENV), prepare(E2E_REAL_SERVER_ENV)];
// Stopped with the other steps when one fails: start.ts then stops the build and deletes the clusters.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
void Promise.all(
  children.map(
    (child) => new Promise<number>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))),
  ),
).then((codes) => process.exit(codes.find((code) => code !== 0) ?? 0));
