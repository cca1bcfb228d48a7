/** The public X-ray's address and the most funds one X-ray takes. */
export const XRAY_PATH = "/mutual-funds/portfolio-x-ray";
export const MAX_XRAY_FUNDS = 20;
const MAX_AMOUNT = 1e12;

export interface XraySelectionItem {
  schemeCode: number;
  value: number;
}

export type XraySelection = { ok: true; items: XraySelectionItem[] } | { ok: false; message: string };

const ENTRY = /^(\d{1,9}):(\d+(?:\.\d{1,2})?)$/;

/**
 * Reads `funds=<scheme code>:<amount in ₹>,...` (the public X-ray's query string, shared by the page and the
 * API): 1 to 20 funds, each once, each amount above 0. Refuses with a message naming the first bad entry.
 */
export function parseXraySelection(text: string): XraySelection {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0)
    return { ok: false, message: "List at least one fund as <scheme code>:<amount in ₹>, e.g. 119721:50000." };
  if (entries.length > MAX_XRAY_FUNDS)
    return { ok: false, message: `An X-ray takes up to ${MAX_XRAY_FUNDS} funds; ${entries.length} were listed.` };
  const items: XraySelectionItem[] = [];
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match)
      return {
        ok: false,
        message: `'${entry.slice(0, 40)}' is not <scheme code>:<amount in ₹> (digits, an amount with at most 2 decimals).`,
      };
    const schemeCode = Number(match[1]);
    const value = Number(match[2]);
    if (!(value > 0) || value > MAX_AMOUNT)
      return {
        ok: false,
        message: `The amount for scheme code ${schemeCode} must be above ₹0 and at most ₹1 lakh crore.`,
      };
    if (items.some((item) => item.schemeCode === schemeCode))
      return { ok: false, message: `Scheme code ${schemeCode} is listed twice; give its amounts as one.` };
    items.push({ schemeCode, value });
  }
  return { ok: true, items };
}

/** The query-string value of a selection, the inverse of parseXraySelection. */
export function formatXraySelection(items: readonly XraySelectionItem[]): string {
  return items.map((item) => `${item.schemeCode}:${item.value}`).join(",");
}
