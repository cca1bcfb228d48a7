// The Scheme Code column: AMFI's positive integer id of one plan/option of a scheme.

/** The largest code the store holds (a PostgreSQL integer); AMFI's codes are six digits. */
export const MAX_SCHEME_CODE = 2 ** 31 - 1;

/** "119551" -> 119551; null for anything that is not a positive integer (sign, point, letters, 0, above MAX_SCHEME_CODE). */
export function parseSchemeCode(field: string): number | null {
  if (field.length === 0 || field.length > 15) return null;
  let value = 0;
  for (let i = 0; i < field.length; i++) {
    const digit = field.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return null;
    value = value * 10 + digit;
  }
  return value > 0 && value <= MAX_SCHEME_CODE ? value : null;
}
