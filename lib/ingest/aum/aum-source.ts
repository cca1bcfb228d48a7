import { looksLikeAum } from "@/lib/ingest/aum/aum-layouts";
import { importAumFile } from "@/lib/ingest/aum/import-aum-file";
import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";

/** AUM at month-ends or on the feed's NAV date, from AMFI's fund-performance feed (docs/data-import.md, "AUM"). */
export const aumSource: FactSource = {
  kind: "aum",
  recognises: looksLikeAum,
  importFile: importAumFile,
};
