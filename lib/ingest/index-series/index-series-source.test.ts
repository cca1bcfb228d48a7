import { SHARED_DATA_DIR } from "@/lib/ingest/shared-data-dir";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FACT_SOURCES, factSourceOf } from "@/lib/ingest/fact-sources/fact-sources";
import { headText } from "@/lib/ingest/fact-sources/file-head";
import { indexSeriesSource } from "@/lib/ingest/index-series/index-series-source";
import { indexFilesAvailable, INDEX_TRI_DIR } from "@/lib/ingest/testing/index-tri-files";

const AMFI_SAMPLE = path.join(SHARED_DATA_DIR, "amfi", "samples", "NAVAll-2026-08-21.txt");
const head = (file: string) => headText(readFileSync(file));

describe("indexSeriesSource", () => {
  it("is one of the fact sources data:import tries", () => {
    expect(FACT_SOURCES).toContain(indexSeriesSource);
  });

  (indexFilesAvailable() && existsSync(AMFI_SAMPLE) ? it : it.skip)(
    "takes the three real index files by content and leaves a real NAVAll file to the NAV importer",
    () => {
      const files = readdirSync(INDEX_TRI_DIR).map((name) => path.join(INDEX_TRI_DIR, name));
      expect(files).toHaveLength(3);
      for (const file of files) expect(factSourceOf(head(file))).toBe(indexSeriesSource);
      expect(factSourceOf(head(AMFI_SAMPLE))).toBeNull();
    },
  );
});
