import { parsePortfolioBlock } from "@/lib/ingest/portfolios/parse-portfolio-block";
import { PORTFOLIO_LAYOUTS } from "@/lib/ingest/portfolios/portfolio-layouts";

const layout = (id: string) => PORTFOLIO_LAYOUTS.find((l) => l.id === id)!;

describe("parsePortfolioBlock: cash, marked weights and net assets", () => {
  // UTI's layout, figures in lakh: 1,000 of net assets; net current assets -5 printed "*" (less than 0.01 %).
  const uti = [
    ["SCHEME CODE078STARTS"],
    ["UTI MUTUAL FUND"],
    ["SCHEME: UTI - Money Market Fund"],
    ["PROVISIONAL AND UNAUDITED PORTFOLIO DISCLOSURE AS OF 15/09/2025 (Market value in Lacs)"],
    [],
    ["NAME OF THE INSTRUMENT ", "RATING/INDUSTRY", "QUANTITY", "MARKET-VALUE", "% TO NAV", "ISIN"],
    ["MONEY MARKET INSTRUMENTS"],
    ["CD - NABARD - 20/01/2026", "CRISIL-A1+", 100, 900, 90, "INE261F16892"],
    ["OTHERS"],
    ["TREPS", null, null, 105, 10.5],
    ["Reverse Repo", "Sovereign", null, 0.01, "*"],
    ["NET CURRENT ASSETS", null, null, -5, "*"],
    ["TOTAL : Others", null, null, -5],
    ["TOTAL : UTI - Money Market Fund", null, null, 1000],
    ["*  Percentage to NAV less than 0.01"],
  ];

  it("weighs a marked line at value / net assets, keeps negatives, and makes cash no sector", () => {
    const result = parsePortfolioBlock({ where: "sheet", rows: uti, firstRow: 1 }, layout("uti"));
    if (!result.ok) throw new Error(result.message);
    const { holdings, netAssetsCr } = result.scheme;
    // 1,000 lakh = Rs 10 crore.
    expect(netAssetsCr).toBe(10);
    expect(holdings.map((h) => [h.name, h.assetClass, h.sector, h.creditBucket, h.weightPct])).toEqual([
      ["CD - NABARD - 20/01/2026", "Money Market", null, "AAA", 90],
      ["TREPS", "Cash & Equivalents", null, null, 10.5],
      // 0.01 / 1,000 = 0.001 %: the mark's "less than 0.01" holds and the value gives the figure.
      ["Reverse Repo", "Cash & Equivalents", null, "Sovereign", 0.001],
      ["NET CURRENT ASSETS", "Cash & Equivalents", null, null, -0.5],
    ]);
  });

  it("reads a grand total printed left of the name column (HDFC) as the net assets", () => {
    const hdfc = [
      [null, "HDFC Corporate Bond Fund"],
      [null, "Portfolio as on 31-Jul-2025"],
      [],
      [],
      [
        null,
        "ISIN",
        "Coupon (%)",
        "Name Of the Instrument",
        "Industry+ /Rating",
        "Quantity",
        "Market/ Fair Value (Rs. in Lacs.)",
        "% to NAV",
      ],
      [null, "DEBT INSTRUMENTS"],
      [null, "IN0020240134", 6.92, "6.92% GOI MAT 181139", "Sovereign", 100, 960, 96],
      [null, "TREPS - Tri-party Repo"],
      [null, "", "", "TREPS - Tri-party Repo", "", "", 40, 4],
      [null, "Grand Total", null, null, null, null, 1000, 100],
      [null, "Top Ten Holdings", "Top Ten Holdings", "Top Ten Holdings"],
    ];
    const result = parsePortfolioBlock({ where: "sheet", rows: hdfc, firstRow: 1 }, layout("hdfc"));
    if (!result.ok) throw new Error(result.message);
    expect(result.scheme.netAssetsCr).toBe(10);
    expect(result.scheme.holdings.map((h) => [h.name, h.assetClass, h.creditBucket, h.weightPct])).toEqual([
      ["6.92% GOI MAT 181139", "Debt", "Sovereign", 96],
      ["TREPS - Tri-party Repo", "Cash & Equivalents", null, 4],
    ]);
  });
});
