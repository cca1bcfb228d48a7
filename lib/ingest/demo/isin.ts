import { isinCheckDigit } from "@/lib/ingest/isin";

export function withCheckDigit(body: string): string {
  return `${body}${isinCheckDigit(body)}`;
}

function base36(value: number, width: number): string {
  return value.toString(36).toUpperCase().padStart(width, "0");
}

/**
 * A fictional mutual-fund unit ISIN: "INF9" + two-digit fund-house number + "Z" + 4-character serial (base 36)
 * + check digit. The "9…Z" issuer block marks it as a demo value; it is valid by the check digit only.
 */
export function fundIsin(amcNumber: number, serial: number): string {
  if (amcNumber < 0 || amcNumber > 99) throw new Error(`fund-house number out of range: ${amcNumber}`);
  return withCheckDigit(`INF9${String(amcNumber).padStart(2, "0")}Z${base36(serial, 4)}`);
}

/** A fictional equity ISIN of a demo company: "INE" + "Z" + 3-digit issuer + "01" (equity) + "01" + check. */
export function companyIsin(issuer: number): string {
  return withCheckDigit(`INEZ${base36(issuer, 3)}0101`);
}

/** A fictional debt-instrument ISIN: "INE" + "Z" + 3-character issuer + "07" (debenture) + serial + check. */
export function bondIsin(issuer: number, serial: number): string {
  return withCheckDigit(`INEZ${base36(issuer, 3)}07${base36(serial, 2)}`);
}
