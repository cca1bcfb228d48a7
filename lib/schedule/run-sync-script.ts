import { spawn } from "node:child_process";
import path from "node:path";

/** What a failed run says: data-sync's "Sync failed: ..." line, else the last line it wrote to stderr. */
export function failureReason(stderr: string, exitCode: number | null, signal: string | null): string {
  const lines = stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const failed = lines.findLast((line) => line.startsWith("Sync failed:"));
  if (failed) return failed.slice("Sync failed:".length).trim();
  const last = lines.at(-1);
  const ending = signal ? `stopped by ${signal}` : `exit code ${exitCode}`;
  return last ? `${last} (${ending})` : `data:sync ended with ${ending}`;
}

/**
 * Runs `npm run data:sync` with these arguments in a process of its own, so that parsing AMFI's file and the
 * metrics refresh never hold the server's event loop, and a crash there is a failed run rather than a dead server.
 * Resolves when it succeeds; rejects with its reason.
 */
export function runSyncScript(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const script = path.join(process.cwd(), "scripts", "data-sync.ts");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env,
      stdio: ["ignore", "inherit", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk).slice(-8192);
    });
    child.on("error", reject);
    child.on("close", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(failureReason(stderr, code, signal))),
    );
  });
}
