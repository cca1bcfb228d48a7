import { constants, createDeflate } from "node:zlib";
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { CasRefusal } from "@/lib/cas/cas-refusal";
import { parseStatement } from "@/lib/cas/parse/parse-statement";
import { encryptPdf, hasQpdf } from "@/lib/cas/testing/encrypt-pdf";
import { renderDetailed } from "@/lib/cas/testing/render-statements";
import { camsDetailed } from "@/lib/cas/testing/synthetic-statements";

const qpdf = hasQpdf();
if (!qpdf) console.warn("skipped: qpdf is not installed (apt-get install qpdf), so no statement can be encrypted");
const PASSWORD = "Synthetic#2025";

async function refusal(promise: Promise<unknown>): Promise<CasRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CasRefusal);
  // Refused by its own check, not by the reader's 20 s budget, whose refusal says so (a bound on the elapsed time
  // failed whenever the machine was busy).
  expect((error as CasRefusal).message).not.toMatch(/takes too long/);
  return error as CasRefusal;
}

/**
 * `megabytes` of spaces, deflated as they stream through (the test never holds them inflated). Run-length matching
 * (Z_RLE) packs a run of spaces as tightly as the default strategy (512 MB into 510 KB either way) in a seventh of
 * its CPU time: 0.2 s instead of 1.4 s.
 */
function deflated(megabytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
    const parts: Buffer[] = [];
    deflate.on("data", (part: Buffer) => parts.push(part));
    deflate.on("end", () => resolve(new Uint8Array(Buffer.concat(parts))));
    deflate.on("error", reject);
    const spaces = Buffer.alloc(1024 * 1024, 0x20);
    let left = megabytes;
    const pump = () => {
      while (left > 0) {
        left--;
        if (!deflate.write(spaces)) return void deflate.once("drain", pump);
      }
      deflate.end();
    };
    pump();
  });
}

async function textPdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(text, { x: 50, y: 800, size: 10, font });
  return doc.save();
}

(qpdf ? describe : describe.skip)("parseStatement refuses, with a clear message", () => {
  let statement: Uint8Array;
  beforeAll(async () => {
    statement = encryptPdf(await renderDetailed(camsDetailed(), { registrar: "CAMS" }), PASSWORD);
  });

  it("a wrong or missing password", async () => {
    expect((await refusal(parseStatement(statement, "wrong"))).message).toBe(
      "The password is wrong for this PDF. Nothing was imported.",
    );
    expect((await refusal(parseStatement(statement, ""))).code).toBe("password");
  });

  it("a truncated statement", async () => {
    // Cut anywhere, the answer is the one docs/cas-import.md lists: a file that starts as a PDF is never called "not a PDF".
    for (const fraction of [0.2, 0.5, 0.9]) {
      const cut = await refusal(parseStatement(statement.slice(0, Math.floor(statement.length * fraction)), PASSWORD));
      expect(cut).toMatchObject({
        code: "unreadable",
        message: "This PDF could not be read: it is damaged or cut short.",
      });
    }
  });
});

describe("parseStatement refuses, with a clear message", () => {
  it("a file that is not a PDF", async () => {
    const r = await refusal(parseStatement(new TextEncoder().encode("PK\u0003\u0004 not a pdf at all"), ""));
    expect(r).toMatchObject({ code: "not_pdf", message: "This file is not a PDF." });
  });

  it("a PDF that is not a statement", async () => {
    const r = await refusal(parseStatement(await textPdf("Quarterly newsletter"), ""));
    expect(r.code).toBe("not_cas");
    expect(r.message).toMatch(/not a Consolidated Account Statement/);
  });

  it("a PDF with thousands of pages, before reading any", async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3000; i++) doc.addPage([10, 10]);
    const r = await refusal(parseStatement(await doc.save(), ""));
    expect(r).toMatchObject({ code: "too_many_pages" });
    expect(r.message).toMatch(/3000 pages; a statement has at most 300/);
  });

  it("a decompression bomb (a page that inflates to 512 MB), stopped before it takes the memory", async () => {
    const bomb = await deflated(512);
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const raw = doc.context.stream(bomb, { Filter: "FlateDecode", Length: bomb.length });
    page.node.set(PDFName.of("Contents"), doc.context.register(raw));
    const r = await refusal(parseStatement(await doc.save(), ""));
    expect(r.code).toBe("too_complex");
    expect(r.message).toMatch(/Nothing was imported/);
  }, 60_000);
});
