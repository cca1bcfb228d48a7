// The fund houses' scheme-attribute files as fact sources (docs/data-import.md, "Scheme attributes"), each
// recognised by its content: UTI's riskometer workbook by its monthly sheet names, UTI's IDCW declarations (a
// legacy .xls) by its raw sheet's header, Motilal Oswal's website data by its top-level JSON keys.
import type { FactSource } from "@/lib/ingest/fact-sources/fact-source";
import { zipEntryText } from "@/lib/ingest/fact-sources/zip-head";
import { workbookFormatOf } from "@/lib/ingest/portfolios/read-workbook";
import { importMotilalFile } from "@/lib/ingest/scheme-attributes/import-motilal";
import { importUtiIdcwFile } from "@/lib/ingest/scheme-attributes/import-uti-idcw";
import { importUtiRiskometerFile } from "@/lib/ingest/scheme-attributes/import-uti-riskometer";
import { looksLikeMotilalHead } from "@/lib/ingest/scheme-attributes/motilal-scheme-data";
import { looksLikeUtiIdcwHead } from "@/lib/ingest/scheme-attributes/uti-idcw-file";
import { UTI_RISKOMETER_SHEET } from "@/lib/ingest/scheme-attributes/uti-riskometer-file";

const bytesOf = (head: string) => Buffer.from(head, "latin1");

export const utiRiskometerSource: FactSource = {
  kind: "riskometer",
  recognises: (head) => {
    const bytes = bytesOf(head);
    return (
      workbookFormatOf(bytes) === "xlsx" && UTI_RISKOMETER_SHEET.test(zipEntryText(bytes, "xl/workbook.xml") ?? "")
    );
  },
  importFile: importUtiRiskometerFile,
};

export const utiIdcwSource: FactSource = {
  kind: "idcw",
  recognises: (head) => workbookFormatOf(bytesOf(head)) === "xls" && looksLikeUtiIdcwHead(head),
  importFile: importUtiIdcwFile,
};

export const motilalSchemeDataSource: FactSource = {
  kind: "scheme-data",
  recognises: looksLikeMotilalHead,
  importFile: importMotilalFile,
};
