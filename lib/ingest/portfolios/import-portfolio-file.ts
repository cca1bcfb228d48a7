// One disclosure file in one transaction: parsed and checked whole first (a layout that does not fit refuses
// the file and changes nothing), each scheme matched to its fund through the scheme master's and the NAV
// files' fund-level names, and written once per fund. The same bytes a second time change nothing.
import type { Sql } from "postgres";
import type { FactFile, FactImportReport } from "@/lib/ingest/fact-sources/fact-source";
import { latestDate } from "@/lib/ingest/fact-sources/latest-date";
import { importFactOnce, refusedFactFile } from "@/lib/ingest/fact-sources/record-fact-import";
import { matchStoredFunds } from "@/lib/ingest/fund-names/match-stored-funds";
import { parsePortfolioFile } from "@/lib/ingest/portfolios/parse-portfolio-file";
import { portfolioSourceName } from "@/lib/ingest/portfolios/portfolio-layouts";
import { writePortfolios } from "@/lib/ingest/portfolios/write-portfolios";

export async function importPortfolioFile(sql: Sql, file: FactFile): Promise<FactImportReport> {
  const parsed = parsePortfolioFile(file.bytes);
  if (!parsed.ok) return refusedFactFile("portfolio", file, parsed.message);
  const { layout, schemes, refused } = parsed;
  const rows = schemes.length + refused.length;
  const asOf = latestDate(schemes.map((scheme) => scheme.asOf));
  const refusedNote = refused.length
    ? `${refused.length} scheme${refused.length > 1 ? "s" : ""} refused: ${refused.join(" ")}`
    : undefined;
  return importFactOnce(sql, {
    kind: "portfolio",
    file,
    layout: `${layout.id}-${parsed.format}`,
    asOf,
    rows,
    write: async (tx, importId) => {
      const named = schemes.map((scheme) => ({
        scheme,
        asOf: scheme.asOf,
        amc: layout.amcShortName,
        schemeName: scheme.schemeName,
      }));
      const matched = await matchStoredFunds(tx, named);
      const counts = await writePortfolios(
        tx,
        importId,
        portfolioSourceName(layout),
        matched.rows.map(({ row, codes }) => ({ scheme: row.scheme, codes })),
      );
      return {
        matched: matched.matched,
        unmatched: matched.unmatched,
        counts: { added: counts.added, unchanged: 0, revised: counts.revised },
        message: refusedNote,
      };
    },
  });
}
