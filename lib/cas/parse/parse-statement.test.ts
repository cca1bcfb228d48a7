import { parseStatement } from "@/lib/cas/parse/parse-statement";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { renderDetailed, renderNsdl, renderSummary } from "@/lib/cas/testing/render-statements";
import { camsDetailed, kfintechDetailed } from "@/lib/cas/testing/synthetic-statements";
import { holdingsOn } from "@/lib/cas/testing/holdings-statement";

const qpdf = hasQpdf();
if (!qpdf) console.warn("skipped: qpdf is not installed (apt-get install qpdf), so no statement can be encrypted");
const maybe = qpdf ? describe : describe.skip;
const PASSWORD = "Synthetic#2025";

maybe("parseStatement on SYNTHETIC AES-256 statements", () => {
  it("reads back exactly what the CAMS detailed statement was written with", async () => {
    const written = camsDetailed();
    const pdf = encryptPdf(await renderDetailed(written, { registrar: "CAMS" }), PASSWORD);
    expect(await parseStatement(pdf, PASSWORD)).toEqual(written);
  });

  it("reads back the KFintech detailed statement (Price column, Valuation line, a scheme without ISIN)", async () => {
    const written = kfintechDetailed();
    const pdf = encryptPdf(await renderDetailed(written, { registrar: "KFINTECH" }), PASSWORD);
    expect(await parseStatement(pdf, PASSWORD)).toEqual(written);
  });

  it("reads back a summary statement and an NSDL e-CAS (holdings on a date)", async () => {
    const summary = holdingsOn(camsDetailed(), "summary");
    expect(await parseStatement(encryptPdf(await renderSummary(summary), PASSWORD), PASSWORD)).toEqual(summary);
    const nsdl = holdingsOn(kfintechDetailed(), "nsdl");
    expect(await parseStatement(encryptPdf(await renderNsdl(nsdl), "ABCDE1234F"), "ABCDE1234F")).toEqual(nsdl);
    const cdsl = { ...nsdl, layout: "cdsl" as const };
    expect(await parseStatement(await renderNsdl(cdsl, "CDSL"), "")).toEqual(cdsl);
  });
});
