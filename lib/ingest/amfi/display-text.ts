// Whitespace and separator clean-up for names shown to people (the words themselves are kept).

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 160 || code === 0x2007 || code === 0x202f;
}

function isDash(code: number): boolean {
  return code === 45 || code === 0x2013 || code === 0x2014;
}

function isAlnumOrDot(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46;
}

/** Whether cleanDisplayText would change the text; most names are clean and come back as they are. */
function needsCleaning(text: string): boolean {
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const next = i + 1 < length ? text.charCodeAt(i + 1) : -1;
    if (isSpace(code)) {
      if (code !== 32 || i === 0 || next === -1 || isSpace(next) || next === 41 || text.charCodeAt(i - 1) === 40)
        return true;
      if (isDash(next) && (i + 2 >= length || !isSpace(text.charCodeAt(i + 2)))) return true;
    } else if (isDash(code)) {
      if (code !== 45 || isDash(next)) return true;
      const spaceBefore = i > 0 && isSpace(text.charCodeAt(i - 1));
      if (!spaceBefore && next !== -1 && isSpace(next)) return true;
    } else if (code === 40 && i > 0 && isAlnumOrDot(text.charCodeAt(i - 1))) return true;
  }
  return false;
}

/**
 * Collapses whitespace (tabs, no-break spaces), writes a hyphen or dash that has a space on either
 * side as " - " (unspaced hyphens such as "G-Sec" stay), drops spaces just inside parentheses and
 * puts one before "(" ("Plan B(1224 days)" -> "Plan B (1224 days)").
 */
export function cleanDisplayText(text: string): string {
  if (!needsCleaning(text)) return text;
  const out: number[] = [];
  let pendingSpace = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (isDash(code)) {
      let end = i + 1;
      while (end < length && isDash(text.charCodeAt(end))) end++;
      const spaceAfter = end < length && isSpace(text.charCodeAt(end));
      if ((pendingSpace || spaceAfter) && out.length > 0) {
        out.push(32, 45, 32);
        pendingSpace = false;
        i = end - 1;
        while (i + 1 < length && isSpace(text.charCodeAt(i + 1))) i++;
        continue;
      }
    }
    if (code === 41 /* ) */) pendingSpace = false;
    const last = out.length > 0 ? (out[out.length - 1] as number) : -1;
    if (pendingSpace || (code === 40 /* ( */ && last >= 0 && isAlnumOrDot(last))) out.push(32);
    pendingSpace = false;
    out.push(code);
    if (code === 40) while (i + 1 < length && isSpace(text.charCodeAt(i + 1))) i++;
  }
  return String.fromCharCode(...out);
}

function isSeparator(code: number): boolean {
  // , - / : ; _ and dashes (parentheses are handled by the callers)
  return isSpace(code) || isDash(code) || code === 44 || code === 47 || code === 58 || code === 59 || code === 95;
}

/** Drops separators (spaces, dashes, , : ; / _) and an opening parenthesis from the end. */
export function trimTrailingSeparators(text: string): string {
  let end = text.length;
  while (end > 0) {
    const code = text.charCodeAt(end - 1);
    if (!isSeparator(code) && code !== 40) break;
    end--;
  }
  return end === text.length ? text : text.slice(0, end);
}

/** Drops separators and a closing parenthesis from the start. */
export function trimLeadingSeparators(text: string): string {
  let start = 0;
  while (start < text.length) {
    const code = text.charCodeAt(start);
    if (!isSeparator(code) && code !== 41) break;
    start++;
  }
  return start === 0 ? text : text.slice(start);
}

// Hyphenated words that stay one word in plan/option text; any other hyphen there separates parts.
const COMPOUNDS = new Set(["re-investment", "re-invest", "half-yearly", "semi-annual", "bi-monthly", "pay-out"]);

/** A name or the head of one, cleaned and without separators at its end ("Axis Liquid Fund -" -> "Axis Liquid Fund"). */
export function cleanNamePart(text: string): string {
  return cleanDisplayText(trimTrailingSeparators(text));
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Plan/option text such as "DIRECT PLAN-GROWTH" -> "DIRECT PLAN - GROWTH" ("Re-investment" stays). */
export function cleanPlanOptionText(text: string): string {
  const clean = cleanDisplayText(trimTrailingSeparators(text));
  let out = "";
  let copied = 0;
  for (let i = clean.indexOf("-"); i > 0; i = clean.indexOf("-", i + 1)) {
    if (!isWordChar(clean.charCodeAt(i - 1)) || !isWordChar(clean.charCodeAt(i + 1))) continue;
    let start = i - 1;
    while (start > 0 && isWordChar(clean.charCodeAt(start - 1))) start--;
    let end = i + 1;
    while (end < clean.length && isWordChar(clean.charCodeAt(end))) end++;
    if (COMPOUNDS.has(clean.slice(start, end).toLowerCase())) continue;
    out += `${clean.slice(copied, i)} - `;
    copied = i + 1;
  }
  return copied === 0 ? clean : out + clean.slice(copied);
}
