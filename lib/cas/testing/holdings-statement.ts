import type { CasLayout, CasStatement } from "@/lib/cas/cas-statement";

/**
 * The statement of holdings on the last day of a detailed statement, as a summary or an e-CAS prints it (what the
 * parser of that layout gives back: no rows, no opening balance; an e-CAS has no registrar code, fund house or
 * registrar, and names the NAV date by the statement's end).
 */
export function holdingsOn(detailed: CasStatement, layout: Exclude<CasLayout, "detailed">): CasStatement {
  const summary = layout === "summary";
  return {
    layout,
    from: summary ? null : "2025-03-01",
    to: detailed.to,
    folios: detailed.folios
      .map((f) => ({
        amc: null,
        folio: f.folio,
        schemes: f.schemes
          // A depository knows every ISIN; a registrar's summary prints a scheme without one as the detailed does.
          .filter((s) => summary || s.isin !== null)
          .map((s) => ({
            ...s,
            rtaCode: summary ? s.rtaCode : null,
            name: summary ? s.name : s.name.toUpperCase(),
            formerName: null,
            advisor: null,
            registrar: summary ? s.registrar : null,
            opening: null,
            rows: [],
          })),
      }))
      .filter((f) => f.schemes.length > 0),
  };
}
