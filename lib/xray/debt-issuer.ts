/**
 * The issuer a debt ISIN names. An Indian ISIN's characters 3-7 are its issuer's code (INE040A: HDFC Bank,
 * whatever the instrument); "IN00" is the Government of India (dated securities and treasury bills) and "IN"
 * with two other digits a state government (its development loans). Null without an ISIN.
 */
export function debtIssuerKey(isin: string | null): string | null {
  if (!isin) return null;
  if (/^IN00/.test(isin)) return "IN00";
  if (/^IN\d\d/.test(isin)) return isin.slice(0, 4);
  return isin.slice(0, 7);
}

export const GOVERNMENT_OF_INDIA = "Government of India";
