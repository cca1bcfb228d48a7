/**
 * The worker thread that opens the PDF with pdf.js and returns its text items with their positions. It is a
 * source string run with `eval` because the Next.js server bundle cannot point a worker at a module file; it
 * must stay plain JavaScript. pdf.js runs here, away from the server's thread, so that a PDF which expands to
 * gigabytes or loops can be stopped (read-pdf-text.ts terminates it) without taking the server down.
 */
export const PDF_TEXT_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const { bytes, password, maxPages, maxItems } = workerData;
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      password,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = error && error.name;
    const code = name === "PasswordException" ? (error.code === 1 ? "password_needed" : "password") : name === "InvalidPDFException" ? "not_pdf" : "unreadable";
    parentPort.postMessage({ ok: false, code, detail: String((error && error.message) || error).slice(0, 200) });
    return;
  }
  if (doc.numPages > maxPages) {
    parentPort.postMessage({ ok: false, code: "too_many_pages", detail: String(doc.numPages) });
    return;
  }
  const pages = [];
  let count = 0;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent({ disableNormalization: true });
      const items = [];
      for (const item of content.items) {
        if (typeof item.str !== "string" || item.str.trim() === "") continue;
        items.push([item.str, item.transform[4], item.transform[5], item.width]);
      }
      count += items.length;
      if (count > maxItems) {
        parentPort.postMessage({ ok: false, code: "too_complex", detail: String(count) });
        return;
      }
      pages.push(items);
      page.cleanup();
    }
  } catch (error) {
    parentPort.postMessage({ ok: false, code: "unreadable", detail: String((error && error.message) || error).slice(0, 200) });
    return;
  }
  parentPort.postMessage({ ok: true, pages });
  await doc.destroy();
})().catch((error) => parentPort.postMessage({ ok: false, code: "unreadable", detail: String(error).slice(0, 200) }));
`;
