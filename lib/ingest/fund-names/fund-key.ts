/**
 * The key that joins sources naming a fund without a code (AMFI's TER and AUM, fund-performance feeds) to the
 * scheme master's fund-level name: lower case, "&" as "and", "(formerly ...)" and punctuation dropped, spaces
 * collapsed. "Aditya Birla Sun Life Banking & PSU Debt Fund" and "ADITYA BIRLA SUN LIFE BANKING AND PSU DEBT
 * FUND (formerly Banking & PSU Debt Fund)" give the same key. Alias patterns seen between the TER tables and
 * the master: "(scheme has two segregated portfolios)" notes, an option left at the end of the master's name
 * ("... Liquid ETF - Growth"), "Nifty50" for "Nifty 50", and "Fund of Fund" for a fund of funds' "Fund".
 */
export function fundKey(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\((?:erstwhile|formerly)[^)]*\)?/g, " ")
    .replace(/\([^)]*segregated portfolio[^)]*\)+/g, " ")
    .replace(/\s*-\s*(?:growth|idcw)(?: option)?\s*$/, "")
    .replace(/&/g, " and ")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/ fund of funds?$/, " fund")
    .replace(/ +/g, " ");
}
