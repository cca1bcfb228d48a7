import type { CasLayout } from "@/lib/cas/cas-statement";
import type { TextLine } from "@/lib/cas/pdf/text-lines";
import { casDate } from "@/lib/cas/parse/cas-values";

export interface Heading {
  layout: CasLayout;
  from: string | null;
  to: string;
}

const DATE = String.raw`(\d{2}-[A-Za-z]{3}-\d{4})`;
const PERIOD = new RegExp(`${DATE}\\s+to\\s+${DATE}`, "i");
const AS_ON = new RegExp(`As on\\s+${DATE}`, "i");

/** Which statement this is and its period, from its first lines; null when it is not a CAS. */
export function statementHeading(lines: readonly TextLine[]): Heading | null {
  const top = lines.slice(0, 40).map((l) => l.text);
  const title = top.find((t) => /Consolidated Account (Statement|Summary)/i.test(t));
  if (!title) return null;
  const layout: CasLayout = /\bNSDL\b/.test(title)
    ? "nsdl"
    : /\bCDSL\b/.test(title)
      ? "cdsl"
      : /Summary/i.test(title)
        ? "summary"
        : "detailed";
  if (layout === "summary") {
    const m = top.map((t) => AS_ON.exec(t)).find(Boolean);
    const to = m ? casDate(m[1]!) : null;
    return to ? { layout, from: null, to } : null;
  }
  const m = top.map((t) => PERIOD.exec(t)).find(Boolean);
  const from = m ? casDate(m[1]!) : null;
  const to = m ? casDate(m[2]!) : null;
  return from && to && from <= to ? { layout, from, to } : null;
}
