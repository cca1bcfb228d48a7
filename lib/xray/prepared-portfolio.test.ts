import {
  ASSET_CLASS_INDEX,
  issuerIds,
  NO_SECTOR,
  preparedPortfolio,
  sectorIds,
  securityIds,
} from "@/lib/xray/prepared-portfolio";
import type { XrayLine, XrayPortfolio } from "@/lib/xray/xray-types";

const line = (name: string, isin: string | null, assetType: string, weightPct: number, sector: string | null = null) =>
  ({ name, isin, sector, assetType, weightPct }) satisfies XrayLine;

const PORTFOLIO: XrayPortfolio = {
  asOf: "2025-07-31",
  source: "s",
  lines: [
    line("HDFC Bank Ltd", "INE040A01034", "Equity", 6, "Banks"),
    line("Reliance Industries", "INE002A01018", "Equity", 5, "Energy"),
    line(" HDFC Bank Limited ", " ine040a01034 ", "Equity", 7, " Financial Services "), // same ISIN, the larger line
    line("HDFC Bank CD 2026", "INE040A16FX1", "Money Market", 3),
    line("7.18% GOI 2033", "IN0020230085", "Debt", 20),
    line("XYZ Chemicals Pvt Ltd", null, "Equity", 1), // no ISIN: its plan's own security
    line("TREPS", null, "Cash", 50),
    line("Nifty future", null, "Derivatives", -2), // a hedge: its class only
    line("Broken", "INE000000000", "Equity", Number.NaN), // left out altogether
  ],
};

describe("preparedPortfolio", () => {
  it("classes and adds up the lines once, securities named after their largest line", () => {
    const prepared = preparedPortfolio(PORTFOLIO, 42);
    // Every line with a finite weight, in order: 6 + 5 + 7 + 3 + 20 + 1 + 50 - 2 = 90.
    expect([...prepared.weights]).toEqual([6, 5, 7, 3, 20, 1, 50, -2]);
    expect([...prepared.classes]).toEqual(
      (["equity", "equity", "equity", "money-market", "debt", "equity", "cash", "others"] as const).map((key) =>
        ASSET_CLASS_INDEX.get(key),
      ),
    );
    expect(prepared.itemised).toBe(90);
    // Each key and sector label has one number, the same in every portfolio (the look-through's array index).
    // The numbers sit in arrays beside the positions, in their order.
    const { positions, positionWeights, positionIds, positionSectors, positionIssuers } = prepared;
    expect([positionWeights, positionIds, positionSectors, positionIssuers].map((numbers) => numbers.length)).toEqual(
      Array(4).fill(positions.length),
    );
    positions.forEach((position, i) => {
      expect(securityIds.texts[positionIds[i]!]).toBe(position.key);
      expect(sectorIds.texts[positionSectors[i]!]).toBe(position.sectorLabel);
    });
    // Each position's issuer as its key (the number is the look-through's array index, like the others).
    const issuerOf = (id: number) => (id === -1 ? null : issuerIds.texts[id]);
    expect(
      positions.map((position, i) => ({
        ...position,
        weight: positionWeights[i],
        issuerKey: issuerOf(positionIssuers[i]!),
      })),
    ).toEqual([
      {
        // 6 + 7 = 13, in the order of the first line; the 7% line names it.
        key: "isin:INE040A01034",
        weight: 13,
        name: "HDFC Bank Limited",
        isin: "INE040A01034",
        sector: " Financial Services ",
        assetClass: "equity",
        sectorLabel: "Financial Services",
        issuerKey: null,
      },
      {
        key: "isin:INE002A01018",
        weight: 5,
        name: "Reliance Industries",
        isin: "INE002A01018",
        sector: "Energy",
        assetClass: "equity",
        sectorLabel: "Energy",
        issuerKey: null,
      },
      {
        key: "isin:INE040A16FX1",
        weight: 3,
        name: "HDFC Bank CD 2026",
        isin: "INE040A16FX1",
        sector: null,
        assetClass: "money-market",
        sectorLabel: NO_SECTOR,
        issuerKey: "INE040A",
      },
      {
        key: "isin:IN0020230085",
        weight: 20,
        name: "7.18% GOI 2033",
        isin: "IN0020230085",
        sector: null,
        assetClass: "debt",
        sectorLabel: NO_SECTOR,
        issuerKey: "IN00",
      },
      {
        key: "fund:42:xyz chemicals",
        weight: 1,
        name: "XYZ Chemicals Pvt Ltd",
        isin: null,
        sector: null,
        assetClass: "equity",
        sectorLabel: NO_SECTOR,
        issuerKey: null,
      },
    ]);
  });

  it("is made once per portfolio and plan; a line without an ISIN keys to each plan", () => {
    expect(preparedPortfolio(PORTFOLIO, 42)).toBe(preparedPortfolio(PORTFOLIO, 42));
    const other = preparedPortfolio(PORTFOLIO, 43);
    const first = preparedPortfolio(PORTFOLIO, 42);
    expect(other.positions.at(-1)!.key).toBe("fund:43:xyz chemicals");
    expect(other.positionIds.at(-1)).not.toBe(first.positionIds.at(-1));
    expect(other.positionIds[0]).toBe(first.positionIds[0]);
  });

  it("adds disclosed weights as decimals, so a sum carries no floating-point noise", () => {
    const prepared = preparedPortfolio(
      {
        asOf: "2025-07-31",
        source: "s",
        lines: [
          line("Infosys Ltd", "INE009A01021", "Equity", 1.15, "IT"),
          line("Infosys Ltd (partly paid)", "INE009A01021", "Equity", 2.3, "IT"),
          line("TCS", "INE467B01029", "Equity", 60.7, "IT"),
          line("Net receivables", null, "Cash", 35.84),
        ],
      },
      7,
    );
    // In floating point 1.15 + 2.3 is 3.4499999999999997, and the four weights add up to 99.99000000000001.
    expect([1.15 + 2.3, 1.15 + 2.3 + 60.7 + 35.84]).toEqual([3.4499999999999997, 99.99000000000001]);
    expect([...prepared.positionWeights]).toEqual([3.45, 60.7]);
    expect(prepared.itemised).toBe(99.99);
  });
});
