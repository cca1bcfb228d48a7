// ISIN fields of an AMFI NAV line: valid, missing or malformed.

import { isValidIsin } from "@/lib/ingest/isin";

/** An Indian ISIN: "IN", 9 characters 0-9/A-Z, and a correct check digit. */
export function isValidIndianIsin(value: string): boolean {
  return value.startsWith("IN") && isValidIsin(value);
}

export type IsinField = { kind: "valid"; isin: string } | { kind: "missing" } | { kind: "malformed"; value: string };

/** Reads one (trimmed) ISIN column: "" and "-" mean missing, a valid ISIN is kept, anything else is malformed. */
export function readIsinField(field: string): IsinField {
  if (field === "" || field === "-") return { kind: "missing" };
  return isValidIndianIsin(field) ? { kind: "valid", isin: field } : { kind: "malformed", value: field };
}
