// The Net Asset Value column: an exact decimal string, never a float.

export type NavProblem = "nav-not-available" | "nav-zero" | "nav-invalid";
export type NavValue = { ok: true; nav: string } | { ok: false; reason: NavProblem };

const NOT_AVAILABLE = new Set(["n.a.", "n.a", "na", "n/a"]);

/**
 * What is wrong with the (trimmed) NAV field text.slice(start, end), or null when it is a NAV:
 * digits with at most one point, not all zero. Reads the text in place (the parser's hot path).
 */
export function navProblemAt(text: string, start: number, end: number): NavProblem | null {
  let point = -1;
  let nonZero = false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (point >= 0) return "nav-invalid";
      point = i;
    } else if (code >= 48 && code <= 57) {
      if (code !== 48) nonZero = true;
    } else {
      return NOT_AVAILABLE.has(text.slice(start, end).toLowerCase()) ? "nav-not-available" : "nav-invalid";
    }
  }
  const digits = point < 0 ? end - start : end - start - 1;
  if (digits === 0) return end === start ? "nav-not-available" : "nav-invalid";
  return nonZero ? null : "nav-zero";
}

/** The NAV of a field navProblemAt accepted: "1000." becomes "1000" and ".5" becomes "0.5"; digits otherwise as written. */
export function navTextAt(text: string, start: number, end: number): string {
  const last = text.charCodeAt(end - 1);
  if (last === 46) return text.slice(start, end - 1);
  return text.charCodeAt(start) === 46 ? `0${text.slice(start, end)}` : text.slice(start, end);
}

/** Checks a (trimmed) NAV field without converting it to a number (see navProblemAt and navTextAt). */
export function readNavValue(field: string): NavValue {
  const reason = navProblemAt(field, 0, field.length);
  return reason === null ? { ok: true, nav: navTextAt(field, 0, field.length) } : { ok: false, reason };
}
