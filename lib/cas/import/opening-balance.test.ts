import Decimal from "decimal.js";
import { openingBlock } from "@/lib/cas/import/opening-balance";
import { netUnits } from "@/lib/portfolio/net-units";

const FROM = "2024-04-01";
const ASK =
  "Import a detailed statement from your first purchase (ask CAMS or KFintech for the period from 01-Jan-1990), or an earlier one first.";

describe("openingBlock", () => {
  it("lets a scheme with no opening balance through, whatever the member holds before", () => {
    expect(openingBlock("0.000", FROM, new Decimal(0))).toBeNull();
    expect(openingBlock(null, FROM, new Decimal(0))).toBeNull();
    expect(openingBlock("0.000", FROM, new Decimal("12.5"))).toBeNull();
  });

  it("lets an opening balance through when earlier imports hold exactly those units", () => {
    expect(openingBlock("796.071", FROM, new Decimal("796.071"))).toBeNull();
    // Trailing zeros are the same number.
    expect(openingBlock("1000.000", FROM, new Decimal("1000"))).toBeNull();
  });

  it("blocks an opening balance no earlier import explains, saying the numbers and what to do", () => {
    expect(openingBlock("1000.000", FROM, new Decimal(0))).toBe(
      `opening balance not explained: the statement starts on 2024-04-01 with 1,000.000 units held before it, and your earlier imports have 0.000 of them; their purchase dates and cost are not in this statement. ${ASK}`,
    );
  });

  it("blocks an opening balance explained in part, grouping the units the Indian way", () => {
    expect(openingBlock("123456.789", FROM, new Decimal("100000.5"))).toBe(
      `opening balance not explained: the statement starts on 2024-04-01 with 1,23,456.789 units held before it, and your earlier imports have 1,00,000.500 of them; their purchase dates and cost are not in this statement. ${ASK}`,
    );
  });

  it("blocks when earlier imports hold more than the opening balance: the two disagree", () => {
    expect(openingBlock("1000.000", FROM, new Decimal("1200.25"))).toBe(
      "opening balance not explained: the statement starts on 2024-04-01 with 1,000.000 units held before it, but your earlier imports have 1,200.250 units of this folio and plan before that date; they do not agree. Check those imports, or import a detailed statement from your first purchase (ask CAMS or KFintech for the period from 01-Jan-1990).",
    );
  });

  it("compares exactly: a ten-thousandth of a unit short blocks, and shows that place", () => {
    expect(openingBlock("1000.000", FROM, new Decimal("999.9999"))).toMatch(
      /with 1,000\.000 units held before it, and your earlier imports have 999\.9999 of them;/,
    );
    // 0.1 + 0.2 is 0.3 in decimals (it is not in binary floating point).
    expect(openingBlock("0.300", FROM, netUnits([buy("0.1"), buy("0.2")]))).toBeNull();
  });

  it("blocks an opening balance of a statement whose start date was not read, without a date", () => {
    expect(openingBlock("1000.000", null, new Decimal(0))).toMatch(
      /^opening balance not explained: the statement starts with 1,000\.000 units held before it, and your earlier imports have 0\.000 of them;/,
    );
  });

  it("shows a negative holding before the period (more sold than bought) with its sign", () => {
    expect(openingBlock("10.000", FROM, new Decimal("-5"))).toMatch(/earlier imports have -5\.000 of them;/);
  });
});

const buy = (units: string) => ({ kind: "buy" as const, units });

describe("netUnits", () => {
  it("adds buys, SIPs and balances and takes sells away", () => {
    expect(netUnits([]).toString()).toBe("0");
    expect(
      netUnits([buy("796.071"), { kind: "sip", units: "380.607" }, { kind: "sell", units: "500" }]).toString(),
    ).toBe("676.678");
  });

  it("lets sells before the period cancel the buys: all sold leaves 0", () => {
    expect(netUnits([buy("124.805"), { kind: "sell", units: "124.805" }]).isZero()).toBe(true);
  });
});
