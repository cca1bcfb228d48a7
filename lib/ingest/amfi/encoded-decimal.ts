// An exact decimal NAV as it was written ("95.4300") held in two numbers: its digits (954300) and its scale
// (4). AMFI's NAVs have at most 15 significant digits, exact in a double; the text comes back unchanged.

export function encodeDecimal(text: string): { digits: number; scale: number } {
  const point = text.indexOf(".");
  if (point < 0) return { digits: Number(text), scale: 0 };
  return { digits: Number(text.slice(0, point) + text.slice(point + 1)), scale: text.length - point - 1 };
}

export function decodeDecimal(digits: number, scale: number): string {
  if (scale === 0) return String(digits);
  const text = String(digits).padStart(scale + 1, "0");
  return `${text.slice(0, -scale)}.${text.slice(-scale)}`;
}

/** Equal values written with different scales ("95.43" and "95.4300") are the same NAV. */
export function sameEncodedDecimal(aDigits: number, aScale: number, bDigits: number, bScale: number): boolean {
  if (aScale === bScale) return aDigits === bDigits;
  return aScale < bScale
    ? aDigits * 10 ** (bScale - aScale) === bDigits
    : bDigits * 10 ** (aScale - bScale) === aDigits;
}
