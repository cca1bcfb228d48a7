/**
 * The two ways the portfolio counts what units held cost, named once for every table and note that shows a cost:
 * the holdings table (portfolio-valuation.ts) and the capital-gains tables (lib/capital-gains) differ after a sale.
 */
export const COST_METHODS = {
  average: {
    heading: "Invested (average cost)",
    rule: "a sale takes its share of the cost of all the units held",
  },
  fifo: {
    heading: "Cost (first in, first out)",
    rule: "a sale takes the cost of the oldest units first, as the Income Tax Act counts capital gains",
  },
} as const;

/** Why the holdings table and the capital-gains tables may give different costs for the same units. */
export const COST_METHODS_NOTE = `${COST_METHODS.average.heading}: ${COST_METHODS.average.rule}. ${COST_METHODS.fifo.heading}, in the capital-gains tables: ${COST_METHODS.fifo.rule}. The two agree until a sale; after one they differ (and so do the gains), because different units are taken to be sold.`;
