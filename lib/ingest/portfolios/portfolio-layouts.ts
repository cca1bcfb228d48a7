// How each fund house lays out its monthly portfolio disclosure (the traps are listed in
// ../shared/data/SOURCES.md, "portfolios/"). One generic reader (parse-portfolio-block.ts) follows these; a new
// fund house is a new entry here plus a test.

/** The columns a portfolio table has; name and weight are required, the rest are read when the layout names them. */
export type PortfolioColumn = "name" | "isin" | "ratingOrIndustry" | "quantity" | "value" | "weight";

type Heading = string | readonly string[];

export interface PortfolioLayout {
  id: string;
  /** The fund house as its disclosures name it; the source of every figure is "<fundHouse> monthly portfolio". */
  fundHouse: string;
  /** The fund house's short name as AMFI's lists know it (lib/ingest/fund-names/amc-short-names.ts), to narrow matching. */
  amcShortName: string;
  /** Text one of the first rows of every scheme's table shows: a sheet without it is another fund house's. */
  houseMark: RegExp;
  /**
   * Where the schemes are. "index": one sheet per scheme, listed with its name in an index sheet (sheet code in
   * column `code`, name in column `name`, 0-based). "sheets": one sheet per scheme, named in its title rows.
   * "stacked": several schemes one under the other in one sheet, each beginning at a row whose first cell
   * matches `start`.
   */
  schemes:
    | { kind: "index"; sheet: RegExp; code: number; name: number }
    | { kind: "sheets"; sheet: RegExp }
    | { kind: "stacked"; start: RegExp };
  /** For "sheets" and "stacked": the title cell that names the scheme (its first group is the name). */
  title?: RegExp;
  /** Each column's heading as printed, or its variants (compared lower case, spaces and line breaks collapsed). */
  columns: Partial<Record<PortfolioColumn, Heading>> & { name: Heading; weight: Heading };
  /** "percent": 9.86 means 9.86 %; "fraction": 0.0986 means 9.86 %. */
  weights: "percent" | "fraction";
  /** Rupees per unit of the value column (every house here prints lakhs). */
  valueUnitRupees: number;
  /**
   * True when a section heading carries its section's total in the value and weight columns (ICICI): a line
   * without ISIN and quantity is then a holding only when it is cash or the like (TREPS, net current assets).
   */
  headingsCarryTotals?: boolean;
}

const LAKH = 100_000;

export const PORTFOLIO_LAYOUTS: readonly PortfolioLayout[] = [
  {
    id: "sbi",
    fundHouse: "SBI Mutual Fund",
    amcShortName: "SBI",
    houseMark: /^SBI Mutual Fund$/i,
    schemes: { kind: "index", sheet: /^index$/i, code: 1, name: 2 },
    columns: {
      name: "name of the instrument / issuer",
      isin: "isin",
      ratingOrIndustry: "rating / industry^",
      quantity: "quantity",
      value: "market value (rs. in lakhs)",
      weight: "% to aum",
    },
    weights: "percent",
    valueUnitRupees: LAKH,
  },
  {
    id: "nippon",
    fundHouse: "Nippon India Mutual Fund",
    amcShortName: "Nippon",
    // Sheets name the fund by its old code ("RLMF001") and its name, which an ETF's may not begin with.
    houseMark: /^(nippon india |RLMF\d+$)/i,
    schemes: { kind: "index", sheet: /^index$/i, code: 0, name: 1 },
    columns: {
      name: "name of the instrument",
      isin: "isin",
      ratingOrIndustry: "industry / rating",
      quantity: "quantity",
      value: "market/fair value ( rs. in lacs)",
      weight: "% to nav",
    },
    weights: "fraction",
    valueUnitRupees: LAKH,
  },
  {
    id: "absl",
    fundHouse: "Aditya Birla Sun Life Mutual Fund",
    amcShortName: "ABSL",
    houseMark: /^aditya birla sun life /i,
    schemes: { kind: "index", sheet: /^index$/i, code: 1, name: 2 },
    columns: {
      name: "name of the instrument",
      isin: "isin",
      ratingOrIndustry: ["industry^ / rating", "rating"],
      quantity: "quantity",
      value: "market/fair value (rs.in lacs)",
      weight: "% to net assets",
    },
    weights: "fraction",
    valueUnitRupees: LAKH,
  },
  {
    id: "hdfc",
    fundHouse: "HDFC Mutual Fund",
    amcShortName: "HDFC",
    houseMark: /^HDFC .+ fund/i,
    schemes: { kind: "sheets", sheet: /^(?!derivative)/i },
    title: /^(HDFC .+)$/i,
    columns: {
      name: "name of the instrument",
      isin: "isin",
      ratingOrIndustry: "industry+ /rating",
      quantity: "quantity",
      value: "market/ fair value (rs. in lacs.)",
      weight: "% to nav",
    },
    weights: "percent",
    valueUnitRupees: LAKH,
  },
  {
    id: "icici",
    fundHouse: "ICICI Prudential Mutual Fund",
    amcShortName: "ICICI Pru",
    houseMark: /^ICICI Prudential Mutual Fund$/i,
    schemes: { kind: "sheets", sheet: /./ },
    title: /^(ICICI Prudential (?!Mutual Fund$).+)$/i,
    columns: {
      name: "company/issuer/instrument name",
      isin: "isin",
      ratingOrIndustry: "industry/rating",
      quantity: "quantity",
      value: "exposure/market value(rs.lakh)",
      weight: "% to nav",
    },
    weights: "fraction",
    valueUnitRupees: LAKH,
    headingsCarryTotals: true,
  },
  {
    id: "axis",
    fundHouse: "Axis Mutual Fund",
    amcShortName: "Axis",
    // Row 1 of each scheme's sheet: its short code, then its name ("Axis Nifty 500 Index Fund").
    houseMark: /^axis .+/i,
    schemes: { kind: "index", sheet: /^index$/i, code: 1, name: 2 },
    columns: {
      name: "name of the instrument",
      isin: "isin",
      // Equity sheets say "Industry", debt sheets "Rating", mixed ones both.
      ratingOrIndustry: ["industry / rating", "industry", "rating"],
      quantity: "quantity",
      value: "market/fair value (rs. in lakhs)",
      weight: "% to net assets",
    },
    weights: "fraction",
    valueUnitRupees: LAKH,
  },
  {
    id: "uti",
    fundHouse: "UTI Mutual Fund",
    amcShortName: "UTI",
    houseMark: /^UTI MUTUAL FUND$/i,
    schemes: { kind: "stacked", start: /^SCHEME CODE\s*\w+\s*STARTS$/i },
    title: /^SCHEME:\s*(.+)$/i,
    columns: {
      name: "name of the instrument",
      isin: "isin",
      ratingOrIndustry: "rating/industry",
      quantity: "quantity",
      value: "market-value",
      weight: "% to nav",
    },
    weights: "percent",
    valueUnitRupees: LAKH,
  },
];

/** The source every figure of a fund house's disclosure carries. */
export const portfolioSourceName = (layout: Pick<PortfolioLayout, "fundHouse">) =>
  `${layout.fundHouse} monthly portfolio`;
