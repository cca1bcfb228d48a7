// The spellings table of tracked-index names: how fund houses write the same index in a scheme name. Each entry
// rewrites a spelling (in the upper-cased name) to the one canonical spelling; the normaliser applies them in
// order. lib/benchmarks (the benchmark-name resolver) reads benchmark names of the same indices and could share
// this table.

/** [spelling, canonical]: whole-word rewrites, applied in order to the upper-cased name. */
export const INDEX_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\(FORMERLY KNOWN AS [^)]*\)/g, " "],
  [/EXCHANGE TRADED FUND/g, "ETF"],
  [/\bS&P BSE\b/g, "BSE"],
  [/\bCRISIL\s*-\s*IBX\b/g, "CRISIL IBX"],
  [/\bLOW\s*-\s*VOLATILITY\b/g, "LOW VOLATILITY"],
  // "Nifty50", "Nifty100", "NiftyIT", "Smallcap250", "Midcap150", "LargeMidcap250", "MidSmallcap400".
  [/\bNIFTY(?=[0-9A-Z])/g, "NIFTY "],
  [/\b(SMALLCAP|MIDCAP|LARGEMIDCAP|MIDSMALLCAP)(?=\d)/g, "$1 "],
  [/\bLARGE MIDCAP\b/g, "LARGEMIDCAP"],
  [/\bMID SMALLCAP\b/g, "MIDSMALLCAP"],
  [/(\d)\s*(?:YR|YEAR)\b/g, "$1 YR"],
  [/\bTOP 10 BANK\b/g, "TOP 10 BANKS"],
  [/\bCAPITAL MARKET\b/g, "CAPITAL MARKETS"],
  [/\bEV AND NEW AGE\b/g, "EV & NEW AGE"],
  [/\bNIFTY CONSUMPTION\b/g, "NIFTY INDIA CONSUMPTION"],
  [/\bNIFTY NEXT 50 JUNIOR\b/g, "NIFTY NEXT 50"],
  [/(?<!BSE )\bSENSEX\b/g, "BSE SENSEX"],
  [/\b(\d{2})\s*-\s*(\d{2})\b(?!\s*(?:YR|MONTHS))/g, "$1:$2"],
  [/\b(\d{2}) (\d{2}) INDEX\b/g, "$1:$2 INDEX"],
  [/\b(\d+) TO (\d+) MONTHS\b/g, "$1-$2 MONTHS"],
  [/\bINDEX-/g, "INDEX "],
  [/\bNBFC HFC\b/g, "NBFC-HFC"],
  [/ \+ /g, " PLUS "],
  [/\bJANUARY\b/g, "JAN"],
  [/\bMARCH\b/g, "MAR"],
  [/\bAPRIL\b/g, "APR"],
  [/\bJUNE\b/g, "JUN"],
  [/\bJULY\b/g, "JUL"],
  [/\bSEPTEMBER\b/g, "SEP"],
  [/\bOCTOBER\b/g, "OCT"],
  [/\bNOVEMBER\b/g, "NOV"],
  [/\bDECEMBER\b/g, "DEC"],
];

/**
 * Whole scheme names (normalised, without ETF/Index Fund) that do not spell out their index, with the index
 * their fund house states (the benchmark in its portfolio sheet or scheme information document).
 */
export const INDEX_OF_PRODUCT: Readonly<Record<string, string>> = {
  // SBI Nifty Index Fund: its portfolio sheet names NIFTY 50 TRI as the benchmark.
  "SBI NIFTY": "NIFTY 50",
  // Bharat 22 ETF tracks the BSE Bharat 22 index; CPSE ETF the Nifty CPSE index.
  "BHARAT 22": "BSE BHARAT 22",
  CPSE: "NIFTY CPSE",
};

/** Words that open an index name: the tracked index is read from the first of them to the end of the name. */
export const INDEX_PROVIDER_WORDS: readonly string[] = [
  "NIFTY",
  "BSE",
  "SENSEX",
  "CRISIL",
  "MSCI",
  "NASDAQ",
  "NYSE",
  "HANG SENG",
  "S&P 500",
  "BHARAT BOND",
];

/** Provider words that are an index on their own ("Motilal Oswal S&P 500 Index Fund"); NIFTY or BSE alone is not. */
export const INDEX_NAMED_BY_PROVIDER: readonly string[] = ["HANG SENG", "S&P 500"];

/** Physical-commodity ETFs track the domestic price of the metal, not an index. */
export const COMMODITY_WORDS: Readonly<Record<string, string>> = { GOLD: "GOLD PRICE", SILVER: "SILVER PRICE" };

/** Words of the product, not of the index: dropped wherever they stand. */
export const PRODUCT_WORDS: readonly string[] = [
  "ETF",
  "BEES",
  "INDEX",
  "FUND",
  "FOF",
  "PLAN",
  "MATURITY",
  "DEBT",
  "ELSS",
  "TAX",
  "SAVER",
];

/** Upper-case words shown as written; the rest is shown capitalised ("NIFTY NEXT 50" → "Nifty Next 50"). */
export const INDEX_ACRONYMS: ReadonlySet<string> = new Set([
  "BSE",
  "CRISIL",
  "IBX",
  "SDL",
  "PSU",
  "PSE",
  "CPSE",
  "IT",
  "ESG",
  "MSCI",
  "NASDAQ",
  "NYSE",
  "FANG+",
  "AAA",
  "NBFC",
  "HFC",
  "NBFC-HFC",
  "MNC",
  "FMCG",
  "IPO",
  "EV",
  "TECH",
  "1D",
  "S&P",
  "G-SEC",
]);
