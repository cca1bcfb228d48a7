/** Where a TER table keeps what the importer reads; each layout names its columns a little differently. */
export interface TerColumns {
  name: number;
  /** The TER date column ("TER Date"), the tracker's commit time, or null where the file's own date applies. */
  date: number | null;
  regular: number;
  direct: number;
}

const key = (header: string) => header.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The columns of a TER header, or what is missing. The totals are found by "<plan> Plan - Total TER": the
 * components before them were renamed in April 2026 (BER, brokerage, transaction cost, statutory levies), the
 * total was not.
 */
export function findTerColumns(header: readonly string[]): TerColumns | { missing: string[] } {
  const keys = header.map(key);
  const find = (test: (k: string) => boolean) => keys.findIndex(test);
  const name = find((k) => k === "scheme name");
  const terDate = find((k) => k === "ter date");
  const commit = find((k) => k === "commit_time_utc");
  const regular = find((k) => /^regular plan ?- ?total ter/.test(k));
  const direct = find((k) => /^direct plan ?- ?total ter/.test(k));
  const missing = [
    name < 0 ? "Scheme Name" : null,
    regular < 0 ? "Regular Plan - Total TER (%)" : null,
    direct < 0 ? "Direct Plan - Total TER (%)" : null,
  ].filter((m): m is string => m !== null);
  if (missing.length > 0) return { missing };
  return { name, date: terDate >= 0 ? terDate : commit >= 0 ? commit : null, regular, direct };
}
