import { CasRefusal } from "@/lib/cas/cas-refusal";
import { casStatement, type CasStatement } from "@/lib/cas/cas-statement";
import { readPdfText, type PdfLimits } from "@/lib/cas/pdf/read-pdf-text";
import { textLines, type TextLine } from "@/lib/cas/pdf/text-lines";
import { parseDetailed } from "@/lib/cas/parse/parse-detailed";
import { parseHoldingsTable } from "@/lib/cas/parse/parse-holdings";
import { statementHeading } from "@/lib/cas/parse/statement-heading";

const PAGE_FOOTER = /^Page \d+ of \d+$/i;

/** The statement in its lines, whatever the layout; refused (CasRefusal) when it is not a CAS this reads. */
export function parseStatementLines(all: readonly TextLine[]): CasStatement {
  const lines = all.filter((l) => !PAGE_FOOTER.test(l.text));
  const heading = statementHeading(lines);
  if (!heading)
    throw new CasRefusal(
      "not_cas",
      "This PDF is not a Consolidated Account Statement (no CAS title and period on its first page). Nothing was imported.",
    );
  const folios = heading.layout === "detailed" ? parseDetailed(lines) : parseHoldingsTable(lines, heading);
  if (folios.every((f) => f.schemes.length === 0))
    throw new CasRefusal("not_cas", "No mutual-fund folio was found in this statement. Nothing was imported.");
  const parsed = casStatement.safeParse({ layout: heading.layout, from: heading.from, to: heading.to, folios });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CasRefusal("unreadable", `The statement could not be read at ${issue.path.join(".")}: ${issue.message}.`);
  }
  return parsed.data;
}

/** Opens the PDF with its password, reads its text by position and parses the statement. Nothing is kept. */
export async function parseStatement(bytes: Uint8Array, password: string, limits?: PdfLimits): Promise<CasStatement> {
  return parseStatementLines(textLines(await readPdfText(bytes, password, limits)));
}
