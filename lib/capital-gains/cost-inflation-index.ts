/**
 * The Cost Inflation Index notified by the CBDT under Section 48 (base year 2001-02 = 100), by financial year.
 * Long-term gains of funds that are not equity-oriented, on sales before 23-Jul-2024, are taxed at 20% on the
 * gain over the indexed cost: cost x CII(year of sale) / CII(year of purchase).
 */
export const COST_INFLATION_INDEX: Readonly<Record<string, number>> = {
  "2001-02": 100,
  "2002-03": 105,
  "2003-04": 109,
  "2004-05": 113,
  "2005-06": 117,
  "2006-07": 122,
  "2007-08": 129,
  "2008-09": 137,
  "2009-10": 148,
  "2010-11": 167,
  "2011-12": 184,
  "2012-13": 200,
  "2013-14": 220,
  "2014-15": 240,
  "2015-16": 254,
  "2016-17": 264,
  "2017-18": 272,
  "2018-19": 280,
  "2019-20": 289,
  "2020-21": 301,
  "2021-22": 317,
  "2022-23": 331,
  "2023-24": 348,
  "2024-25": 363,
  "2025-26": 376,
};

/** The index of a financial year ("2018-19"); a year before 2001-02 takes the base year's (its cost is then the 1-Apr-2001 value in law). */
export function costInflationIndex(financialYear: string): number | null {
  if (financialYear < "2001-02") return COST_INFLATION_INDEX["2001-02"]!;
  return COST_INFLATION_INDEX[financialYear] ?? null;
}
