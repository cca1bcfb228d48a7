import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { recognisesIndexFile } from "@/lib/ingest/index-series/index-file-layouts";
import { importIndexFile } from "@/lib/ingest/index-series/import-index-file";

/** NSE Indices' total return index files: the series fund-vs-benchmark figures are computed against. */
export const indexSeriesSource: FactSource = {
  kind: "index-series",
  recognises: recognisesIndexFile,
  importFile: importIndexFile,
};
