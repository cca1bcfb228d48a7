import type Decimal from "decimal.js";

/** equity: equity-oriented (Section 112A/111A); specified: debt-oriented (Section 50AA); other: the rest. */
export type TaxClass = "equity" | "specified" | "other";

export interface HoldingKey {
  folio: string;
  schemeCode: number;
  isin: string | null;
  name: string;
}

/** A unit movement in a folio and scheme; amounts in rupees, as the statement prints them. */
export interface UnitEvent {
  date: string;
  direction: "in" | "out";
  units: Decimal;
  /** Cost of units in, sale value of units out. */
  amount: Decimal;
  nav: Decimal;
  /** Units and price the member gave (a date before the site's first NAV of the fund). */
  ownFigures?: boolean;
}

export interface Lot {
  buyDate: string;
  units: Decimal;
  cost: Decimal;
  nav: Decimal;
  ownFigures?: boolean;
}

/** One piece of a sale matched to one lot, first in first out. */
export interface SaleMatch {
  key: HoldingKey;
  taxClass: TaxClass;
  saleDate: string;
  financialYear: string;
  buyDate: string;
  units: Decimal;
  buyNav: Decimal;
  saleNav: Decimal;
  saleValue: Decimal;
  actualCost: Decimal;
  /** NAV on 31-Jan-2018 when grandfathering applies and the NAV history has it. */
  fmvPerUnit: Decimal | null;
  costUsed: Decimal;
  gain: Decimal;
  term: "short" | "long";
  rate: string;
  notes: string[];
}
