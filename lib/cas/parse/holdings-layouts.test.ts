import { PDFDocument } from "pdf-lib";
import type { CasStatement } from "@/lib/cas/cas-statement";
import { parseStatement } from "@/lib/cas/parse/parse-statement";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { holdingsOn } from "@/lib/cas/testing/holdings-statement";
import { renderNsdl, renderSummary, type Printing } from "@/lib/cas/testing/render-statements";
import { camsDetailed, kfintechDetailed } from "@/lib/cas/testing/synthetic-statements";

const qpdf = hasQpdf();
if (!qpdf) console.warn("skipped: qpdf is not installed (apt-get install qpdf), so no statement can be encrypted");
const maybe = qpdf ? describe : describe.skip;

/** Headings centred over wide columns and wrapped over two lines, printed once, rupees in Indian grouping. */
const REGISTRAR: Printing = { boxes: true, wrapHeadings: true, headerOnce: true, indian: true };

/** The statement's folios copied under other folio numbers until its table runs over several pages. */
function manyFolios(statement: CasStatement, copies: number): CasStatement {
  return {
    ...statement,
    folios: Array.from({ length: copies }, (_, i) =>
      statement.folios.map((f) => ({ ...f, folio: `${f.folio.split("/")[0]}${i}/${i}` })),
    ).flat(),
  };
}

maybe("statements of holdings as the registrars and depositories print them (SYNTHETIC)", () => {
  it("a CAMS summary over several pages, headings wrapped and printed once", async () => {
    const summary = manyFolios(holdingsOn(camsDetailed(), "summary"), 12);
    const rendered = await renderSummary(summary, REGISTRAR);
    expect((await PDFDocument.load(rendered)).getPageCount()).toBeGreaterThanOrEqual(2);
    const read = await parseStatement(encryptPdf(rendered, "Synthetic#2025"), "Synthetic#2025");
    expect(read).toEqual(summary);
    expect(read.folios.flatMap((f) => f.schemes)).toHaveLength(48);
  });

  it("a KFintech summary with a scheme printed without its ISIN: read, not dropped", async () => {
    const summary = holdingsOn(kfintechDetailed(), "summary");
    expect(summary.folios.flatMap((f) => f.schemes).map((s) => s.isin)).toEqual(["INF846K01EW2", null]);
    const pdf = encryptPdf(await renderSummary(summary, REGISTRAR), "Synthetic#2025");
    expect(await parseStatement(pdf, "Synthetic#2025")).toEqual(summary);
  });

  it("an NSDL and a CDSL e-CAS over several pages with wrapped headings, a loss in brackets and Indian grouping", async () => {
    const held = holdingsOn(camsDetailed(), "nsdl");
    // The ELSS worth less than it cost: its unrealised P/L is printed in brackets, (1,656.68).
    const [elss] = held.folios[0]!.schemes;
    held.folios[0]!.schemes[0] = { ...elss!, nav: "300.0000", value: "15038.10" };
    const nsdl = manyFolios(
      { ...held, folios: [...held.folios, ...holdingsOn(kfintechDetailed(), "nsdl").folios] },
      12,
    );
    const rendered = await renderNsdl(nsdl, "NSDL", REGISTRAR);
    expect((await PDFDocument.load(rendered)).getPageCount()).toBeGreaterThanOrEqual(2);
    expect(await parseStatement(encryptPdf(rendered, "ABCDE1234F"), "ABCDE1234F")).toEqual(nsdl);
    const cdsl = { ...nsdl, layout: "cdsl" as const };
    expect(
      await parseStatement(encryptPdf(await renderNsdl(cdsl, "CDSL", REGISTRAR), "ABCDE1234F"), "ABCDE1234F"),
    ).toEqual(cdsl);
  });
});
