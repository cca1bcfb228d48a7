import Decimal from "decimal.js";
import type { TaxClass } from "@/lib/capital-gains/gains-types";
import { GRANDFATHERING_CUTOFF } from "@/lib/capital-gains/tax-rules";

/** Whether Section 112A's grandfathering applies: equity-oriented units bought before 1-Feb-2018, sold long term. */
export function isGrandfathered(taxClass: TaxClass, term: "short" | "long", buyDate: string): boolean {
  return taxClass === "equity" && term === "long" && buyDate < GRANDFATHERING_CUTOFF;
}

/**
 * The cost of grandfathered units (Section 55(2)(ac)): the higher of the actual cost and the lower of their value
 * at the 31-Jan-2018 NAV and their sale value. The one rule for realised sales and for harvesting.
 */
export function grandfatheredCost(actualCost: Decimal, valueOn31Jan2018: Decimal, saleValue: Decimal): Decimal {
  return Decimal.max(actualCost, Decimal.min(valueOn31Jan2018, saleValue));
}
