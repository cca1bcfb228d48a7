import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { importSchemeMaster } from "@/lib/ingest/scheme-master/import-scheme-master";
import { isSchemeMasterHead } from "@/lib/ingest/scheme-master/master-layout";

/** AMFI's scheme master (SchemeData CSV): fund house, scheme, plan names, dates, minimum amount, ISINs per code. */
export const schemeMasterSource: FactSource = {
  kind: "scheme-master",
  recognises: isSchemeMasterHead,
  importFile: (sql, file) => importSchemeMaster(sql, file),
};
