import type { DataQualityResult } from "@/lib/api/schemas/data-status";

const STATUS_WORDS: Record<DataQualityResult["status"], string> = {
  passed: "ok",
  failed: "FAILED",
};

/** The checks' results as terminal lines: one per check, then its examples indented. */
export function describeChecks(results: readonly DataQualityResult[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`  ${STATUS_WORDS[result.status].padEnd(7)}${` ${result.count}`.padStart(6)}  ${result.title}`);
    for (const example of result.examples)
      lines.push(`                 ${example.scheme_code ?? "-"}  ${example.name}: ${example.detail}`);
    if (result.count > result.examples.length && result.examples.length > 0)
      lines.push(`                 ... and ${result.count - result.examples.length} more`);
  }
  return lines;
}

/** One line saying how the run went: "Data checks: 2 of 6 failed (0.8 s)". */
export function summariseChecks(results: readonly DataQualityResult[], seconds: number): string {
  const failed = results.filter((r) => r.status === "failed").length;
  const outcome = failed ? `${failed} of ${results.length} failed` : `all ${results.length} passed`;
  return `Data checks: ${outcome} (${seconds.toFixed(2)} s)`;
}
