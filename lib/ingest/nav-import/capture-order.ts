// Capture order: which of two observations of the same fact is the later one. AMFI revises NAVs and
// renames plans; a later capture carries the correction, so a value is replaced only by a later capture's.
// Order: the file's own date, then its capture number that day, then import order (ids grow with time).
import { isoToDay } from "@/lib/metrics";

/**
 * One number that sorts captures in capture order: date, then capture number (at most 999, see
 * captureFromName), then sequence
 * (import id, or for a batch's files a number above every stored id, < 1,000,000). Exact in a double.
 */
export function captureKey(fileDate: string, captureNo: number, seq: number): number {
  return isoToDay(fileDate) * 1e9 + captureNo * 1e6 + seq;
}

/** A daily capture already in the database, for the comparison of scheme counts. */
export interface StoredCapture {
  id: number;
  source: string;
  fileDate: string;
  captureNo: number;
  schemeCount: number;
}
