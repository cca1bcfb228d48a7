// The Net Asset Value column: an exact decimal string, never a float.

export type NavValue = { ok: true; nav: string } | { ok: false; reason: "nav-not-available" | "nav-zero" | "nav-invalid" };

const NOT_AVAILABLE = new Set(["n.a.", "n.a", "na", "n/a"]);

/**
 * Checks a (trimmed) NAV field without converting it to a number: digits with at most one point.
 * "1000." becomes "1000" and ".5" becomes "0.5"; the digits are otherwise kept as written.
 */
export function readNavValue(field: string): NavValue {
  const length = field.length;
  let point = -1;
  let nonZero = false;
  for (let i = 0; i < length; i++) {
    const code = field.charCodeAt(i);
    if (code === 46) {
      if (point >= 0) return { ok: false, reason: "nav-invalid" };
      point = i;
    } else if (code >= 48 && code <= 57) {
      if (code !== 48) nonZero = true;
    } else {
      return { ok: false, reason: NOT_AVAILABLE.has(field.toLowerCase()) ? "nav-not-available" : "nav-invalid" };
    }
  }
  const digits = point < 0 ? length : length - 1;
  if (digits === 0) return { ok: false, reason: length === 0 ? "nav-not-available" : "nav-invalid" };
  if (!nonZero) return { ok: false, reason: "nav-zero" };
  let nav = field;
  if (point === length - 1) nav = field.slice(0, -1);
  else if (point === 0) nav = "0" + field;
  return { ok: true, nav };
}
