// Whether the production build (.next) is missing, older than anything it is built from, or made with other
// NEXT_PUBLIC_ values than the ones it is about to run with: npm start and the benchmarks build first when it is.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { publicBuildEnv } from "@/lib/env/public-build-env";

const BUILD_SOURCES = [
  "app",
  "components",
  "lib",
  "content",
  "public",
  "proxy.ts",
  "next.config.mjs",
  "package-lock.json",
];
// Written next to BUILD_ID after each build made by these scripts.
const ENV_STAMP = path.join(".next", "fundlens-public-env.json");

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function buildIsStale(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const stamp = path.join(root, ENV_STAMP);
  if (!existsSync(buildId) || !existsSync(stamp)) return true;
  if (readFileSync(stamp, "utf8") !== publicBuildEnv(env)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return BUILD_SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Records the NEXT_PUBLIC_ values a build just made was made with. */
export function recordBuildEnv(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(path.join(root, ENV_STAMP), publicBuildEnv(env));
}
