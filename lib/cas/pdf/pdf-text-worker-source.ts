/**
 * The worker thread that opens the PDF with pdf.js and returns its text items with their positions. It is a
 * source string run with `eval` because the Next.js server bundle cannot point a worker at a module file; it
 * must stay plain JavaScript. pdf.js runs here, away from the server's thread, so that a PDF which expands to
 * gigabytes or loops can be stopped (read-pdf-text.ts terminates it) without taking the server down.
 *
 * Its first message names the thread's CPU clock (/proc on Linux) so the pool can hold the job to a CPU budget.
 * Every byte array pdf.js allocates by length is counted (its streams decode into arrays that double as they
 * grow): past maxDecodedBytes in all, or one array past maxArrayBytes (a stream decoding to far more than a page
 * holds), the worker says so and stops, before a bomb of spaces reaches its gigabytes.
 */
export const PDF_TEXT_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { bytes, password, maxPages, maxItems, maxDecodedBytes, maxArrayBytes } = workerData;
let cpuClock = null;
try {
  // "<pid>/task/<tid>", relative to /proc
  cpuClock = "/proc/" + require("node:fs").readlinkSync("/proc/thread-self") + "/stat";
} catch {}
parentPort.postMessage({ kind: "started", cpuClock });
let decoded = 0;
const NativeUint8Array = Uint8Array;
// A plain function, not a Proxy (whose trap made reading a statement three times slower): it returns the native
// array, shares its prototype (so instanceof holds) and its static methods.
function CountingUint8Array(...args) {
  if (typeof args[0] === "number") {
    decoded += args[0];
    if (decoded > maxDecodedBytes || args[0] > maxArrayBytes) {
      parentPort.postMessage({ kind: "answer", ok: false, code: "too_much_data", detail: String(decoded) });
      throw new RangeError("decoded byte budget exceeded");
    }
  }
  return new NativeUint8Array(...args);
}
Object.setPrototypeOf(CountingUint8Array, NativeUint8Array);
CountingUint8Array.prototype = NativeUint8Array.prototype;
globalThis.Uint8Array = CountingUint8Array;
(async () => {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
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
    parentPort.postMessage({ kind: "answer", ok: false, code, detail: String((error && error.message) || error).slice(0, 200) });
    return;
  }
  if (doc.numPages > maxPages) {
    parentPort.postMessage({ kind: "answer", ok: false, code: "too_many_pages", detail: String(doc.numPages) });
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
        parentPort.postMessage({ kind: "answer", ok: false, code: "too_complex", detail: String(count) });
        return;
      }
      pages.push(items);
      page.cleanup();
    }
  } catch (error) {
    parentPort.postMessage({ kind: "answer", ok: false, code: "unreadable", detail: String((error && error.message) || error).slice(0, 200) });
    return;
  }
  parentPort.postMessage({ kind: "answer", ok: true, pages });
  await doc.destroy();
})().catch((error) => parentPort.postMessage({ kind: "answer", ok: false, code: "unreadable", detail: String(error).slice(0, 200) }));
`;
