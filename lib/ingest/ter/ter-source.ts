import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { importTerFile } from "@/lib/ingest/ter/import-ter-file";
import { terLayoutOf } from "@/lib/ingest/ter/ter-layouts";

/** Total expense ratios: AMFI's daily table (HTML, CSV), its TER_Revised workbook, the tracker's CSVs. */
export const terSource: FactSource = {
  kind: "ter",
  recognises: (head) => terLayoutOf(head) !== null,
  importFile: (sql, file) => importTerFile(sql, file),
};
