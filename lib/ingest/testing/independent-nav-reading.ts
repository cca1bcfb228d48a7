import { readFile } from "node:fs/promises";
import type { Sql } from "postgres";
import { captureFromName, decodeNavFileBytes, latestAllowedNavDate, navRecordAt } from "@/lib/ingest/amfi";
import { scanNavFile } from "@/lib/ingest/amfi/scan-nav-file";
import { NotANavFileError } from "@/lib/ingest/amfi/types";
import type { SourceFile } from "@/lib/ingest/nav-import/expand-sources";

/**
 * A second reading of NAV captures, independent of the importer: one file at a time in name order (capture
 * order), the last capture's value for each (scheme code, date), each file read as text by scanNavFile (not the
 * importer's byte scanner). `today` bounds undated files' dates.
 */
export async function lastCaptureValues(files: readonly SourceFile[], today: string): Promise<Map<string, string>> {
  const expected = new Map<string, string>();
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    try {
      const latestAllowedDate = latestAllowedNavDate(captureFromName(file.name).fileDate, today);
      const scan = scanNavFile(decodeNavFileBytes(await readFile(file.path)), { latestAllowedDate });
      for (let i = 0; i < scan.rows.count; i++) {
        const r = navRecordAt(scan, i);
        expected.set(`${r.schemeCode}|${r.date}`, r.nav);
      }
    } catch (error) {
      if (!(error instanceof NotANavFileError)) throw error;
    }
  }
  return expected;
}

/** How the navs table differs from the expected values: rows it has in excess or with another value, and its count. */
export async function compareStoredNavs(
  sql: Sql,
  expected: ReadonlyMap<string, string>,
): Promise<{ stored: number; mismatches: number }> {
  let stored = 0;
  let mismatches = 0;
  const cursor = sql<{ code: number; date: string; nav: string }[]>`
    select scheme_code as code, to_char(nav_date, 'YYYY-MM-DD') as date, nav::text as nav from navs`.cursor(50_000);
  for await (const rows of cursor) {
    for (const row of rows) {
      stored += 1;
      const want = expected.get(`${row.code}|${row.date}`);
      if (want === undefined || Number(want) !== Number(row.nav)) mismatches += 1;
    }
  }
  return { stored, mismatches };
}
