import Decimal from "decimal.js";
import type { TransactionKind } from "@/lib/portfolio/portfolio-valuation";

/** Units held after these movements, exactly: buys, SIPs and holdings-statement balances (kind `buy`) in, sells out. */
export function netUnits(movements: readonly { kind: TransactionKind; units: string }[]): Decimal {
  return movements.reduce((sum, m) => (m.kind === "sell" ? sum.minus(m.units) : sum.plus(m.units)), new Decimal(0));
}
