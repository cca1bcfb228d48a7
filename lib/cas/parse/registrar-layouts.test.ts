import { PDFDocument } from "pdf-lib";
import type { CasStatement } from "@/lib/cas/cas-statement";
import { planStatement } from "@/lib/cas/import/statement-plan";
import { parseStatement } from "@/lib/cas/parse/parse-statement";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { issue33Statement } from "@/lib/cas/testing/registrar-statements";
import { renderDetailed, type Printing } from "@/lib/cas/testing/render-statements";
import { camsDetailed, kfintechDetailed } from "@/lib/cas/testing/synthetic-statements";

const qpdf = hasQpdf();
if (!qpdf) console.warn("skipped: qpdf is not installed (apt-get install qpdf), so no statement can be encrypted");
const maybe = qpdf ? describe : describe.skip;
const PASSWORD = "Synthetic#2025";

/** The registrar's printing: headings centred over wide columns, numbers at the column's right edge. */
const REGISTRAR: Printing = { boxes: true, wrapHeadings: true, headerOnce: true, indian: true };

maybe("detailed statements as the registrars print them (SYNTHETIC, AES-256)", () => {
  it("CAMS: wrapped headings printed once, numbers far from their heading's edge, Indian grouping, ISIN after the advisor", async () => {
    const written = camsDetailed();
    const pdf = await renderDetailed(written, { registrar: "CAMS", printing: { ...REGISTRAR, isinAt: "advisor" } });
    expect(await parseStatement(encryptPdf(pdf, PASSWORD), PASSWORD)).toEqual(written);
  });

  it("CAMS: the ISIN on a line of its own under the heading", async () => {
    const written = camsDetailed();
    const pdf = await renderDetailed(written, { registrar: "CAMS", printing: { ...REGISTRAR, isinAt: "own line" } });
    expect(await parseStatement(encryptPdf(pdf, PASSWORD), PASSWORD)).toEqual(written);
  });

  it("KFintech: `code - name` heading, the registrar on its own line with the ISIN after it, Price column", async () => {
    const written = kfintechDetailed();
    const printing: Printing = { ...REGISTRAR, kfintechHeading: true, isinAt: "registrar" };
    const pdf = await renderDetailed(written, { registrar: "KFINTECH", printing });
    expect(await parseStatement(encryptPdf(pdf, PASSWORD), PASSWORD)).toEqual(written);
  });

  it("a scheme running over three pages under headings printed once, wrapped, above the first page's table", async () => {
    const written = issue33Statement();
    const pdf = await renderDetailed(written, { registrar: "CAMS", printing: REGISTRAR });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(3);
    expect(await parseStatement(encryptPdf(pdf, PASSWORD), PASSWORD)).toEqual(written);
  });

  describe("issue 33's statement, one-line headings centred over wide columns (the old parser's 12 pt miss)", () => {
    // Rendered, encrypted and read once for the three tests below (each took 0.7 s), on the first test that asks.
    let once: Promise<CasStatement> | undefined;
    const statement = () =>
      (once ??= renderDetailed(issue33Statement(), { registrar: "CAMS", printing: { boxes: true } }).then((pdf) =>
        parseStatement(encryptPdf(pdf, PASSWORD), PASSWORD),
      ));
    const resolved = { ok: true as const, schemeCode: 1, planName: "plan", by: "isin" as const, candidates: [] };

    it("reads every row, including a scheme running over several pages", async () => {
      const read = await statement();
      expect(read).toEqual(issue33Statement());
      expect(read.folios[1]!.schemes[1]!.rows).toHaveLength(120);
    });

    it("imports the Rs 4,00,000 purchase and the Rs 10,60,000 redemption (the Rs 6,60,000 gain), not 0 transactions", async () => {
      const read = await statement();
      const [elss] = planStatement(read, [resolved, resolved, resolved]);
      expect(elss!.blocked).toBeNull();
      expect(
        elss!.units.transactions.map((t) => [
          t.date,
          t.kind,
          t.units.toString(),
          t.amount.toString(),
          t.nav.toString(),
        ]),
      ).toEqual([
        ["2019-06-10", "buy", "4000", "400000", "100"],
        ["2024-06-14", "sell", "4000", "1060000", "265"],
      ]);
      const [buy, sell] = elss!.units.transactions;
      expect(sell!.amount.minus(buy!.amount).toString()).toBe("660000");
    });

    it("keeps the printed NAV 1943.0495, never amount / units (1943.0681)", async () => {
      const read = await statement();
      const plans = planStatement(read, [resolved, resolved, resolved]);
      const sale = plans[1]!.units.transactions.find((t) => t.kind === "sell")!;
      expect(sale.amount.div(sale.units).toFixed(4)).toBe("1943.0681");
      expect(sale.nav.toString()).toBe("1943.0495");
      expect(plans.every((p) => p.blocked === null)).toBe(true);
    });
  });
});
