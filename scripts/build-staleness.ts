// Whether the production build (.next) is missing or older than anything it is built from: npm start and
// the benchmarks build first when it is.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_SOURCES = ["app", "components", "lib", "content", "public", "proxy.ts", "next.config.mjs", "package-lock.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function buildIsStale(root = process.cwd()): boolean {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return BUILD_SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}
