// ISIN (ISO 6166): 2-letter country code, 9 letters or digits, and a check digit computed by expanding
// letters to two digits (A=10 ... Z=35) and running the Luhn algorithm over the digit string.

const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** Value of an ISIN character (0-9 as themselves, A=10 ... Z=35), or -1. */
function charValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

/** The check digit for the first 11 characters of an ISIN, or -1 when a character is not 0-9 or A-Z. */
export function isinCheckDigit(body: string): number {
  let sum = 0;
  // The rightmost digit of the body is doubled, because the check digit will follow it.
  let double = true;
  for (let i = body.length - 1; i >= 0; i--) {
    const value = charValue(body.charCodeAt(i));
    if (value < 0) return -1;
    // Digits of `value` from right to left: one digit for 0-9, two for 10-35.
    let rest = value;
    do {
      let digit = rest % 10;
      rest = (rest - digit) / 10;
      if (double) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
      double = !double;
    } while (rest > 0);
  }
  return (10 - (sum % 10)) % 10;
}

export type IsinCheck = "valid" | "bad-format" | "bad-check-digit";

export function checkIsin(isin: string): IsinCheck {
  if (!ISIN_SHAPE.test(isin)) return "bad-format";
  return isinCheckDigit(isin.slice(0, 11)) === isin.charCodeAt(11) - 48 ? "valid" : "bad-check-digit";
}

export function isValidIsin(isin: string): boolean {
  return checkIsin(isin) === "valid";
}
