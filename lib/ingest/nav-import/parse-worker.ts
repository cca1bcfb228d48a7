// The parse worker: parses the batch's files in order on its own thread while the main thread folds the
// previous file into memory, so parsing (the larger half of reading a year) overlaps the rest.
import { parentPort } from "node:worker_threads";
import { CaptureParser } from "@/lib/ingest/nav-import/parsed-capture";

export interface ParseRequest {
  name: string;
  bytes: Uint8Array;
  latestAllowedDate: string;
}

const parser = new CaptureParser();
parentPort!.on("message", (request: ParseRequest) => {
  try {
    const result = parser.parse(request.name, request.bytes, request.latestAllowedDate);
    const transfer = result.ok
      ? [result.codes.buffer, result.days.buffer, result.digits.buffer, result.scales.buffer]
      : [];
    parentPort!.postMessage({ result }, transfer as ArrayBuffer[]);
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
