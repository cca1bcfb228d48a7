/** One line of a fund's disclosed portfolio, as the X-ray reads it. */
export interface XrayLine {
  name: string;
  isin: string | null;
  sector: string | null;
  /** The disclosure's asset-class word ("Equity", "Debt", "Money Market", "Cash", "Cash & Others", "Derivatives"...). */
  assetType: string;
  /** Percent of the fund's net assets; negative for net payables or a short hedge. */
  weightPct: number;
}

/** A fund's latest disclosed portfolio. */
export interface XrayPortfolio {
  /** The disclosure's date, YYYY-MM-DD. */
  asOf: string;
  source: string;
  lines: XrayLine[];
}

/** One fund the investor holds, its ₹ value today and its latest portfolio (null: none disclosed). */
export interface XrayFundInput {
  schemeCode: number;
  name: string;
  fundHouse: string;
  value: number;
  portfolio: XrayPortfolio | null;
}
