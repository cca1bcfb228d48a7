/**
 * The canonical indexes benchmarks name, by key (indexWords of the index's own name), with the name pages show
 * and the other spellings sources print that indexWords alone does not bring together. One table: a new
 * spelling seen in a file goes here, with a test line in index-key.test.ts.
 */
const CANONICAL_INDEXES: readonly { key: string; name: string; spellings?: readonly string[] }[] = [
  { key: "NIFTY 50", name: "Nifty 50 TRI" },
  { key: "NIFTY NEXT 50", name: "Nifty Next 50 TRI" },
  { key: "NIFTY 100", name: "Nifty 100 TRI" },
  { key: "NIFTY 200", name: "Nifty 200 TRI" },
  { key: "NIFTY 500", name: "Nifty 500 TRI" },
  { key: "NIFTY 500 MULTICAP 50:25:25", name: "Nifty 500 Multicap 50:25:25 TRI" },
  { key: "NIFTY LARGEMIDCAP 250", name: "Nifty LargeMidcap 250 TRI", spellings: ["NIFTY LARGE MIDCAP 250"] },
  { key: "NIFTY MIDCAP 150", name: "Nifty Midcap 150 TRI" },
  { key: "NIFTY SMALLCAP 250", name: "Nifty Smallcap 250 TRI" },
  { key: "NIFTY MIDSMALLCAP 400", name: "Nifty MidSmallcap 400 TRI", spellings: ["NIFTY MID SMALLCAP 400"] },
  { key: "BSE SENSEX", name: "BSE Sensex TRI", spellings: ["SENSEX"] },
  { key: "BSE 100", name: "BSE 100 TRI" },
  { key: "BSE 200", name: "BSE 200 TRI" },
  { key: "BSE 500", name: "BSE 500 TRI" },
  { key: "BSE TECK", name: "BSE Teck TRI", spellings: ["BSE TECH"] },
  { key: "NIFTY 50 ARBITRAGE", name: "Nifty 50 Arbitrage Index" },
  { key: "CRISIL LIQUID OVERNIGHT", name: "CRISIL Liquid Overnight Index" },
  { key: "CRISIL LIQUID DEBT A I", name: "CRISIL Liquid Debt A-I Index" },
  { key: "CRISIL MONEY MARKET A I", name: "CRISIL Money Market A-I Index" },
  { key: "CRISIL CORPORATE DEBT A II", name: "CRISIL Corporate Debt A-II Index" },
  { key: "CRISIL HYBRID 50+50 MODERATE", name: "CRISIL Hybrid 50+50 Moderate Index" },
  { key: "CRISIL HYBRID 35+65 AGGRESSIVE", name: "CRISIL Hybrid 35+65 Aggressive Index" },
  { key: "NIFTY LIQUID A I", name: "Nifty Liquid Index A-I" },
  { key: "NIFTY CORPORATE BOND A II", name: "Nifty Corporate Bond Index A-II" },
  { key: "NIFTY 5 YR BENCHMARK G SEC", name: "Nifty 5 yr Benchmark G-Sec Index" },
];

/** The page name of each canonical index, by key. */
export const INDEX_NAMES: ReadonlyMap<string, string> = new Map(CANONICAL_INDEXES.map((i) => [i.key, i.name]));

/** Other spellings (as indexWords gives them) to the canonical key. */
export const INDEX_SPELLINGS: ReadonlyMap<string, string> = new Map(
  CANONICAL_INDEXES.flatMap((i) => (i.spellings ?? []).map((spelling) => [spelling, i.key] as const)),
);
