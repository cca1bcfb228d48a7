import { parseAmfiDate } from "@/lib/ingest/amfi/nav-date";

/** "1,234.567" -> "1234.567", "(1,234.56)" -> "-1234.56" (statements print negatives in parentheses); else null. */
export function casNumber(text: string): string | null {
  const t = text.trim().replace(/^INR\s*/i, "");
  const negative = /^\(.*\)$/.test(t) || t.startsWith("-");
  const body = t.replace(/^[(-]/, "").replace(/\)$/, "");
  if (!/^\d{1,3}(,\d{2,3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(body)) return null;
  const plain = body.replace(/,/g, "");
  return negative && !/^0+(\.0+)?$/.test(plain) ? `-${plain}` : plain;
}

/** "05-Jan-2024" -> "2024-01-05"; null when it is not such a date. */
export function casDate(text: string): string | null {
  return /^\d{2}-[A-Za-z]{3}-\d{4}$/.test(text.trim()) ? parseAmfiDate(text.trim()) : null;
}
