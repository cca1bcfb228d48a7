import { planTers } from "./plan-ters";

describe("planTers", () => {
  it.each([
    // A fund with both plans: each column to its own plan; 0 and blank are "not given".
    [{ regular: 1.87, direct: 1.02 }, false, { regular: 1.87, direct: 1.02, ambiguous: false }],
    [{ regular: 0, direct: 0.69 }, false, { regular: null, direct: 0.69, ambiguous: false }],
    [{ regular: 1.95, direct: 0 }, false, { regular: 1.95, direct: null, ambiguous: false }],
    [{ regular: null, direct: null }, false, { regular: null, direct: null, ambiguous: false }],
    [{ regular: 0, direct: 0 }, false, { regular: null, direct: null, ambiguous: false }],
    // A single-plan fund (ETF): the one total given, whichever column holds it.
    [{ regular: 0, direct: 0.04 }, true, { regular: 0.04, direct: 0.04, ambiguous: false }],
    [{ regular: 0.08, direct: 0 }, true, { regular: 0.08, direct: 0.08, ambiguous: false }],
    [{ regular: null, direct: 0.3 }, true, { regular: 0.3, direct: 0.3, ambiguous: false }],
    [{ regular: 0.3, direct: 0.3 }, true, { regular: 0.3, direct: 0.3, ambiguous: false }],
    [{ regular: 0, direct: 0 }, true, { regular: null, direct: null, ambiguous: false }],
    [{ regular: null, direct: null }, true, { regular: null, direct: null, ambiguous: false }],
    // Two different totals for one plan: not placed.
    [{ regular: 0.5, direct: 0.04 }, true, { regular: null, direct: null, ambiguous: true }],
  ])("%j, single plan %s -> %j", (totals, single, expected) => {
    expect(planTers(totals, single)).toEqual(expected);
  });
});
