import { excerpt } from "@/lib/ingest/amfi/excerpt";
import { headerKey, MASTER_HEADER } from "@/lib/ingest/scheme-master/master-layout";
import { MASTER_FIELDS, masterRowSchema, type MasterRow } from "@/lib/ingest/scheme-master/master-row-schema";
import { readMasterLines } from "@/lib/ingest/scheme-master/read-master-lines";
import { endsInPartialIsin } from "@/lib/ingest/scheme-master/split-isins";

/** How many bad lines a refusal lists (the count is always given). */
const LISTED = 3;

export type ParsedMaster = { ok: true; rows: MasterRow[] } | { ok: false; message: string };

const refuse = (message: string): ParsedMaster => ({ ok: false, message });

function listProblems(problems: string[]): string {
  const more = problems.length > LISTED ? ` (and ${problems.length - LISTED} more)` : "";
  return `${problems.slice(0, LISTED).join("; ")}${more}`;
}

/**
 * Reads a whole scheme master CSV. Any bad line refuses the file, so no code is silently left out of an import.
 * Messages give line numbers and short escaped excerpts.
 */
export function parseSchemeMaster(bytes: Buffer): ParsedMaster {
  if (bytes.includes(0)) return refuse("this is binary data, not AMFI's scheme master CSV");
  const text = bytes.toString("utf8");
  let lines;
  try {
    lines = readMasterLines(text);
  } catch (error) {
    return refuse(`the file is not a readable CSV (${excerpt((error as Error).message, 120)})`);
  }
  const [header, ...records] = lines;
  if (!header) return refuse("the file is empty: AMFI's scheme master CSV has a header line and one line a code");
  if (headerKey(header.fields) !== headerKey(MASTER_HEADER))
    return refuse(
      `line ${header.line} is not the scheme master's header (${MASTER_HEADER.length} columns from "AMC,Code,Scheme Name"): "${excerpt(header.fields.join(","))}"`,
    );
  const last = records.at(-1);
  const endsWithBreak = /[\r\n]$/.test(text);
  if (
    last &&
    !endsWithBreak &&
    (last.fields.length < MASTER_HEADER.length || endsInPartialIsin(last.fields.at(-1) ?? ""))
  )
    return refuse(`the file is cut short: its last line (line ${last.line}) ends before its last column`);
  const wrong = records.filter((record) => record.fields.length !== MASTER_HEADER.length);
  if (wrong.length > 0)
    return refuse(
      `${wrong.length} line(s) do not have the header's ${MASTER_HEADER.length} columns: ${listProblems(wrong.map((r) => `line ${r.line}: expected ${MASTER_HEADER.length} fields as in the header, found ${r.fields.length}`))}`,
    );

  const rows: MasterRow[] = [];
  const problems: string[] = [];
  const seen = new Map<number, number>();
  for (const record of records) {
    const input = Object.fromEntries(MASTER_FIELDS.map(([key], i) => [key, record.fields[i]]));
    const parsed = masterRowSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const column = MASTER_FIELDS.find(([key]) => key === issue.path[0])?.[1] ?? "a column";
      problems.push(`line ${record.line}: ${column} ${issue.message}`);
      continue;
    }
    const earlier = seen.get(parsed.data.schemeCode);
    if (earlier !== undefined)
      problems.push(`line ${record.line}: code ${parsed.data.schemeCode} repeats line ${earlier}`);
    seen.set(parsed.data.schemeCode, record.line);
    rows.push(parsed.data);
  }
  if (problems.length > 0) return refuse(`${problems.length} bad line(s): ${listProblems(problems)}`);
  if (rows.length === 0) return refuse("the file has a header but no scheme line");
  return { ok: true, rows };
}
