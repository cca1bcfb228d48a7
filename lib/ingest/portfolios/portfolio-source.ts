import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { importPortfolioFile } from "@/lib/ingest/portfolios/import-portfolio-file";
import { looksLikePortfolio } from "@/lib/ingest/portfolios/looks-like-portfolio";

/** The fund houses' monthly portfolio disclosures (docs/data-import.md, "Portfolios"). */
export const portfolioSource: FactSource = {
  kind: "portfolio",
  recognises: looksLikePortfolio,
  importFile: importPortfolioFile,
};
