import { LISTED_DEBT_ISSUERS, LISTED_SECURITIES, LISTED_WIDELY_HELD } from "@/lib/xray/listed-securities";
import { lookThrough, NOT_DISCLOSED, OUTSIDE_SECTORS } from "@/lib/xray/look-through";
import { NO_SECTOR } from "@/lib/xray/prepared-portfolio";
import type { XrayFundInput, XrayLine } from "@/lib/xray/xray-types";

const line = (
  name: string,
  isin: string | null,
  assetType: string,
  weightPct: number,
  sector: string | null = null,
): XrayLine => ({
  name,
  isin,
  sector,
  assetType,
  weightPct,
});
const HDFC = "INE040A01034";
const RELIANCE = "INE002A01018";

/** Four funds worth ₹2,00,000 in all; every figure below is worked out by hand in the comments. */
const FUNDS: XrayFundInput[] = [
  {
    schemeCode: 1,
    name: "Alpha Flexi Cap",
    fundHouse: "House X",
    value: 100_000,
    portfolio: {
      asOf: "2025-07-31",
      source: "X monthly portfolio",
      lines: [
        line("HDFC Bank Ltd", HDFC, "Equity", 10, "Banks"), // 10,000
        line("Infosys Ltd", "INE009A01021", "Equity", 5, "IT"), // 5,000
        line("7.18% GOI 2033", "IN0020230085", "Debt", 20), // 20,000
        line("HDFC Bank Ltd CD 2026", "INE040A16FX1", "Money Market", 4), // 4,000
        line("TREPS", null, "Cash", 62), // 62,000
        line("Net Receivables / (Payables)", null, "Cash & Others", -1), // -1,000: negative cash
      ],
    },
  },
  {
    schemeCode: 2,
    name: "Beta Large Cap",
    fundHouse: "House Y",
    value: 50_000,
    portfolio: {
      asOf: "2025-06-30",
      source: "Y monthly portfolio",
      // Weights add up to 51: the other 49% (24,500) is not itemised.
      lines: [
        line("HDFC Bank Limited", HDFC, "Equity", 8, "Financial Services"), // 4,000
        line("Reliance Industries", RELIANCE, "Equity", 40, "Energy"), // 20,000
        line("Gold ETF units", "INF204KB17I5", "Cash & Others", 2), // 1,000: others, a security
        line("XYZ Chemicals Pvt Ltd (unlisted)", null, "Equity", 1, "Chemicals"), // 500: no ISIN, its fund's own
      ],
    },
  },
  { schemeCode: 3, name: "Gamma Small Cap", fundHouse: "House X", value: 25_000, portfolio: null },
  {
    schemeCode: 4,
    name: "Delta Focused",
    fundHouse: "House Y",
    value: 25_000,
    portfolio: {
      asOf: "2025-07-31",
      source: "Y monthly portfolio",
      lines: [
        line("HDFC Bank Ltd", HDFC, "Equity", 12, "Banks"), // one security on two lines: 20% = 5,000
        line("HDFC Bank Ltd (partly paid)", HDFC, "Equity", 8, "Banks"),
        line("Reliance Industries Ltd", RELIANCE, "Equity", 10, "Energy"), // 2,500
        line("TREPS", null, "Cash", 70), // 17,500
      ],
    },
  },
];

describe("lookThrough", () => {
  const result = lookThrough(FUNDS);

  it("totals, covered share and the not-disclosed slice", () => {
    expect(result.total_value).toBe(200_000);
    expect(result.covered_value).toBe(175_000);
    expect(result.covered_pct).toBeCloseTo(87.5, 10);
    expect(result.not_disclosed).toEqual({ value: 25_000, share_pct: 12.5, scheme_codes: [3] });
    expect(result.funds.map((fund) => [fund.scheme_code, fund.share_pct, fund.disclosure?.as_of ?? null])).toEqual([
      [1, 50, "2025-07-31"],
      [2, 25, "2025-06-30"],
      [3, 12.5, null],
      [4, 12.5, "2025-07-31"],
    ]);
    expect(result.funds[1]!.disclosure!.weight_total_pct).toBeCloseTo(51, 10);
  });

  it("joins a security by ISIN across funds, with each fund's weight, and calls out one held through 3 funds", () => {
    const hdfc = result.securities.find((security) => security.isin === HDFC)!;
    expect(hdfc.value).toBeCloseTo(19_000, 9);
    expect(hdfc.share_pct).toBeCloseTo(9.5, 10);
    expect(hdfc.name).toBe("HDFC Bank Ltd");
    expect(hdfc.sector).toBe("Banks");
    expect(hdfc.widely_held).toBe(true);
    expect(hdfc.funds.map((fund) => [fund.scheme_code, fund.weight_pct, fund.value])).toEqual([
      [1, 10, 10_000],
      [4, 20, 5_000],
      [2, 8, 4_000],
    ]);
    const reliance = result.securities.find((security) => security.isin === RELIANCE)!;
    expect(reliance).toMatchObject({ value: 22_500, share_pct: 11.25, widely_held: false });
    expect(result.widely_held).toHaveLength(1);
    expect(result.widely_held_count).toBe(1);
    expect(result.widely_held[0]).toMatchObject({
      key: `isin:${HDFC}`,
      name: "HDFC Bank Ltd",
      isin: HDFC,
      fund_count: 3,
    });
    expect(result.widely_held[0]!.value).toBeCloseTo(19_000, 9);
    expect(result.widely_held[0]!.share_pct).toBeCloseTo(9.5, 10);
  });

  it("lists securities largest first; cash is no security; a line without an ISIN stays its fund's own", () => {
    expect(result.securities.map((security) => [security.name, security.value, security.asset_class])).toEqual([
      ["Reliance Industries", 22_500, "equity"],
      ["7.18% GOI 2033", 20_000, "debt"],
      ["HDFC Bank Ltd", 19_000, "equity"],
      ["Infosys Ltd", 5_000, "equity"],
      ["HDFC Bank Ltd CD 2026", 4_000, "money-market"],
      ["Gold ETF units", 1_000, "others"],
      ["XYZ Chemicals Pvt Ltd (unlisted)", 500, "equity"],
    ]);
    expect(result.securities.at(-1)!.key).toBe("fund:2:xyz chemicals pvt ltd unlisted");
    expect(result.concentration).toEqual({ top10_pct: 36, distinct_securities: 7 });
    expect(result.securities_left_out).toBe(0);
  });

  it("adds up asset classes, negative cash and the not-itemised rest, to the whole value", () => {
    expect(result.asset_classes.map((slice) => [slice.key, slice.value, slice.share_pct])).toEqual([
      ["equity", 47_000, 23.5],
      ["debt", 20_000, 10],
      ["money-market", 4_000, 2],
      ["cash", 78_500, 39.25],
      ["others", 1_000, 0.5],
      ["not-itemised", 24_500, 12.25],
      ["not-disclosed", 25_000, 12.5],
    ]);
    expect(result.asset_classes.reduce((sum, slice) => sum + slice.value, 0)).toBeCloseTo(200_000, 6);
  });

  it("adds up sectors as each fund house words them, with what is outside any sector and not disclosed", () => {
    expect(result.sectors.map((slice) => [slice.label, slice.value])).toEqual([
      [NO_SECTOR, 25_000],
      ["Energy", 22_500],
      ["Banks", 15_000],
      ["IT", 5_000],
      ["Financial Services", 4_000],
      ["Chemicals", 500],
      [OUTSIDE_SECTORS, 103_000],
      [NOT_DISCLOSED, 25_000],
    ]);
  });

  it("groups debt by issuer (the ISIN's issuer code) and holdings by fund house", () => {
    expect(result.debt_issuers).toEqual([
      { key: "IN00", label: "Government of India", value: 20_000, share_pct: 10, scheme_codes: [1] },
      { key: "INE040A", label: "HDFC Bank Ltd CD 2026", value: 4_000, share_pct: 2, scheme_codes: [1] },
    ]);
    expect(result.debt_issuers_left_out).toEqual({ count: 0, value: 0, share_pct: 0 });
    expect(result.fund_houses).toEqual([
      { label: "House X", value: 125_000, share_pct: 62.5 },
      { label: "House Y", value: 75_000, share_pct: 37.5 },
    ]);
  });

  it("answers an empty portfolio with nothing, and no share of nothing", () => {
    const empty = lookThrough([]);
    expect(empty).toMatchObject({
      total_value: 0,
      covered_pct: null,
      securities: [],
      securities_left_out: 0,
      widely_held: [],
      widely_held_count: 0,
      sectors: [],
      asset_classes: [],
      debt_issuers: [],
      debt_issuers_left_out: { count: 0, value: 0, share_pct: 0 },
      concentration: { top10_pct: null, distinct_securities: 0 },
      not_disclosed: { value: 0, share_pct: null, scheme_codes: [] },
    });
    expect(lookThrough([{ ...FUNDS[0]!, value: 0 }]).total_value).toBe(0);
  });

  it("reads one scheme entered twice as one holding, and weights over 100 as a negative not-itemised rest", () => {
    const fund: XrayFundInput = {
      schemeCode: 9,
      name: "Over",
      fundHouse: "H",
      value: 600,
      portfolio: { asOf: "2025-07-31", source: "s", lines: [line("A", "INE111A01011", "Equity", 102, "S")] },
    };
    const twice = lookThrough([fund, { ...fund, value: 400 }]);
    expect(twice.funds).toHaveLength(1);
    expect(twice.total_value).toBe(1_000);
    expect(twice.securities[0]!.value).toBeCloseTo(1_020, 9);
    expect(twice.asset_classes.find((slice) => slice.key === "not-itemised")!.value).toBeCloseTo(-20, 9);
    expect(twice.covered_pct).toBe(100);
  });

  it("does not depend on the order of the funds", () => {
    const reversed = lookThrough([...FUNDS].reverse());
    expect(reversed.securities.map((s) => [s.key, s.name, s.value])).toEqual(
      result.securities.map((s) => [s.key, s.name, s.value]),
    );
  });
});

describe("lookThrough lists the largest securities with their funds, and the widely held ones", () => {
  const isin = (i: number) => `INE000A01${String(i).padStart(3, "0")}`;
  // Fund 1 (₹1,00,000) holds 51 securities: S1 to S50 at 0.5% (₹500 each), S51 at 0.1% (₹100). Funds 2 and 3
  // (₹10,000 each) hold S1 and S51 at 1% (₹100 each). So S1 is ₹700 (3 funds), S2-S50 ₹500, and S51 ₹300 through
  // 3 funds: widely held, yet the smallest, outside the 50 listed. Total ₹1,20,000.
  const many: XrayFundInput[] = [
    {
      schemeCode: 1,
      name: "Wide",
      fundHouse: "H",
      value: 100_000,
      portfolio: {
        asOf: "2025-07-31",
        source: "s",
        lines: Array.from({ length: 51 }, (_, i) => line(`S${i + 1}`, isin(i + 1), "Equity", i < 50 ? 0.5 : 0.1)),
      },
    },
    ...[2, 3].map((schemeCode): XrayFundInput => ({
      schemeCode,
      name: `Narrow ${schemeCode}`,
      fundHouse: "H",
      value: 10_000,
      portfolio: {
        asOf: "2025-07-31",
        source: "s",
        lines: [line("S1", isin(1), "Equity", 1), line("S51", isin(51), "Equity", 1)],
      },
    })),
  ];

  it("lists 50 of 51, largest first (ties by key), and counts the one left out", () => {
    expect(LISTED_SECURITIES).toBe(50);
    const largest = lookThrough(many);
    expect(largest.securities).toHaveLength(50);
    expect(largest.securities_left_out).toBe(1);
    expect(largest.concentration.distinct_securities).toBe(51);
    // (700 + 9 x 500) / 1,20,000 = 4.333...%
    expect(largest.concentration.top10_pct).toBeCloseTo(5_200 / 1_200, 10);
    expect(largest.securities.map((s) => s.name)).toEqual(Array.from({ length: 50 }, (_, i) => `S${i + 1}`));
    expect(largest.securities[0]!.funds.map((f) => [f.scheme_code, f.weight_pct, f.value])).toEqual([
      [1, 0.5, 500],
      [2, 1, 100],
      [3, 1, 100],
    ]);
    expect(largest.securities[49]!.funds).toEqual([{ scheme_code: 1, weight_pct: 0.5, value: 500 }]);
  });

  it("calls out every security held through 3 funds, the one outside the list too", () => {
    expect(lookThrough(many).widely_held).toEqual([
      {
        key: `isin:${isin(1)}`,
        name: "S1",
        isin: isin(1),
        value: 700,
        share_pct: (700 / 120_000) * 100,
        fund_count: 3,
      },
      { key: `isin:${isin(51)}`, name: "S51", isin: isin(51), value: 300, share_pct: 0.25, fund_count: 3 },
    ]);
    expect(lookThrough(many).widely_held_count).toBe(2);
  });

  it("lists all 51 when asked, the last with its three funds, and every other figure the same", () => {
    const all = lookThrough(many, "all");
    expect(all.securities).toHaveLength(51);
    expect(all.securities_left_out).toBe(0);
    expect(all.securities[50]!).toMatchObject({ name: "S51", value: 300, widely_held: true });
    expect(all.securities[50]!.funds.map((f) => [f.scheme_code, f.weight_pct, f.value])).toEqual([
      [1, 0.1, 100],
      [2, 1, 100],
      [3, 1, 100],
    ]);
    const largest = lookThrough(many);
    expect({ ...all, securities: all.securities.slice(0, 50), securities_left_out: 1 }).toEqual(largest);
  });
});

describe("lookThrough lists the largest widely held securities and counts them all", () => {
  const ISIN_W = (i: number) => `INE000W01${String(i).padStart(3, "0")}`;
  const TIE = "INE000T01001"; // its key sorts before every W's
  const NARROW = "INE000N01001";
  /**
   * Three funds of ₹8,000 each (₹24,000). Fund 1 holds W1..Wn at (31 - i)/8 % (₹10 x (31 - i), exact in binary),
   * Tie at 0.75% (₹60) and Narrow at 25% (₹2,000); funds 2 and 3 hold every W and Tie at 0.125% (₹10 each), and
   * fund 2 Narrow at 25% (₹2,000). So Wi is ₹(330 - 10i) through 3 funds, Tie ₹80 through 3 funds (W25's value: its
   * smaller key puts it first), and Narrow ₹4,000, the largest security, through 2 funds only: never widely held.
   */
  function funds(n: number): XrayFundInput[] {
    const ws = (weight: (i: number) => number) =>
      Array.from({ length: n }, (_, k) => line(`W${k + 1}`, ISIN_W(k + 1), "Equity", weight(k + 1)));
    const fund = (schemeCode: number, lines: XrayLine[]): XrayFundInput => ({
      schemeCode,
      name: `Fund ${schemeCode}`,
      fundHouse: "H",
      value: 8_000,
      portfolio: { asOf: "2025-07-31", source: "s", lines },
    });
    return [
      fund(1, [line("Narrow", NARROW, "Equity", 25), ...ws((i) => (31 - i) / 8), line("Tie", TIE, "Equity", 0.75)]),
      fund(2, [...ws(() => 0.125), line("Tie", TIE, "Equity", 0.125), line("Narrow", NARROW, "Equity", 25)]),
      fund(3, [line("Tie", TIE, "Equity", 0.125), ...ws(() => 0.125)]),
    ];
  }
  const w = (i: number) => `W${i}`;

  it("lists the 25 largest of 31 widely held, ties by key as the full list orders them, and counts all 31", () => {
    expect(LISTED_WIDELY_HELD).toBe(25);
    const largest = lookThrough(funds(30));
    // W1 ₹320 .. W24 ₹90, then at ₹80 Tie before W25; W25 (₹80) .. W30 (₹30) are left out.
    expect(largest.widely_held.map((s) => s.name)).toEqual([...Array.from({ length: 24 }, (_, k) => w(k + 1)), "Tie"]);
    expect(largest.widely_held_count).toBe(31);
    expect(largest.widely_held[0]).toMatchObject({ key: `isin:${ISIN_W(1)}`, value: 320, fund_count: 3 });
    expect(largest.widely_held[0]!.share_pct).toBeCloseTo((320 / 24_000) * 100, 12);
    expect(largest.widely_held[23]!.value).toBe(90);
    expect(largest.widely_held[24]).toMatchObject({ key: `isin:${TIE}`, value: 80, fund_count: 3 });
    // Narrow is the largest security, but through 2 funds.
    expect(largest.securities[0]).toMatchObject({ name: "Narrow", value: 4_000, widely_held: false });
    expect(largest.concentration.distinct_securities).toBe(32);

    const all = lookThrough(funds(30), "all");
    expect(all.widely_held.map((s) => s.name)).toEqual([
      ...Array.from({ length: 24 }, (_, k) => w(k + 1)),
      "Tie",
      ...Array.from({ length: 6 }, (_, k) => w(k + 25)),
    ]);
    expect(all.widely_held.map((s) => s.value).slice(23)).toEqual([90, 80, 80, 70, 60, 50, 40, 30]);
    expect(all.widely_held_count).toBe(31);
    expect(all.widely_held.slice(0, 25)).toEqual(largest.widely_held);
  });

  it("lists every one, counted, when there are 25 or fewer", () => {
    // W1..W24 and Tie: exactly 25.
    const exactly = lookThrough(funds(24));
    expect(exactly.widely_held.map((s) => s.name)).toEqual([...Array.from({ length: 24 }, (_, k) => w(k + 1)), "Tie"]);
    expect(exactly.widely_held_count).toBe(25);
    // W1 ₹320 .. W5 ₹280, then Tie ₹80.
    const few = lookThrough(funds(5));
    expect(few.widely_held.map((s) => [s.name, s.value])).toEqual([
      ["W1", 320],
      ["W2", 310],
      ["W3", 300],
      ["W4", 290],
      ["W5", 280],
      ["Tie", 80],
    ]);
    expect(few.widely_held_count).toBe(6);
    expect(lookThrough(funds(5), "all").widely_held).toEqual(few.widely_held);
  });

  it("lists none and counts 0 when no security is held through 3 funds", () => {
    // Funds 1 and 2 only: every security through 2 funds at most.
    const two = lookThrough(funds(30).slice(0, 2));
    expect(two.widely_held).toEqual([]);
    expect(two.widely_held_count).toBe(0);
    expect(two.concentration.distinct_securities).toBe(32);
  });
});

describe("lookThrough lists the largest debt issuers and adds up the rest", () => {
  const code = (k: number) => `INE${String(k).padStart(3, "0")}A`;
  // Two funds of ₹10,000 each (₹20,000). Fund 1 holds one bond of each of issuers 1..27 at (28 - k)/8 %, so issuer k
  // is ₹12.5 x (28 - k): ₹337.5 down to ₹12.5, exact in binary. Fund 2 holds a second bond of issuer 1 at 1% (₹100:
  // issuer 1 is ₹437.5 through both funds, named after fund 1's larger bond) and one of "AAA Tie" at 0.375% (₹37.5,
  // issuer 25's value: its label sorts first, so it takes the 25th place).
  const bond = (k: number, pct: number, series = "07") =>
    line(`Issuer ${k} NCD`, `${code(k)}${series}001`, "Debt", pct);
  const FUNDS_27: XrayFundInput[] = [
    {
      schemeCode: 11,
      name: "Credit Fund",
      fundHouse: "H",
      value: 10_000,
      portfolio: {
        asOf: "2025-07-31",
        source: "s",
        lines: Array.from({ length: 27 }, (_, i) => bond(i + 1, (27 - i) / 8)),
      },
    },
    {
      schemeCode: 5,
      name: "Short Term Fund",
      fundHouse: "H",
      value: 10_000,
      portfolio: {
        asOf: "2025-07-31",
        source: "s",
        lines: [
          line("Issuer 1 CP", `${code(1)}14002`, "Money Market", 1),
          line("AAA Tie NCD", "INE999Z07001", "Debt", 0.375),
        ],
      },
    },
  ];

  it("lists the 25 largest, ties by label, and adds up the 3 left out", () => {
    expect(LISTED_DEBT_ISSUERS).toBe(25);
    const largest = lookThrough(FUNDS_27);
    expect(largest.debt_issuers).toHaveLength(25);
    expect(largest.debt_issuers[0]).toEqual({
      key: code(1),
      label: "Issuer 1 NCD",
      value: 437.5,
      share_pct: (437.5 / 20_000) * 100,
      scheme_codes: [5, 11],
    });
    expect(largest.debt_issuers.map((issuer) => issuer.label).slice(22)).toEqual([
      "Issuer 23 NCD",
      "Issuer 24 NCD",
      "AAA Tie NCD",
    ]);
    expect(largest.debt_issuers[24]).toMatchObject({ key: "INE999Z", value: 37.5, scheme_codes: [5] });
    // Issuers 25, 26 and 27: ₹37.5 + ₹25 + ₹12.5.
    expect(largest.debt_issuers_left_out).toEqual({ count: 3, value: 75, share_pct: 0.375 });
  });

  it("lists all 28 when asked, none left out, the 25 largest as before", () => {
    const all = lookThrough(FUNDS_27, "all");
    expect(all.debt_issuers).toHaveLength(28);
    expect(all.debt_issuers.slice(25).map((issuer) => [issuer.label, issuer.value])).toEqual([
      ["Issuer 25 NCD", 37.5],
      ["Issuer 26 NCD", 25],
      ["Issuer 27 NCD", 12.5],
    ]);
    expect(all.debt_issuers_left_out).toEqual({ count: 0, value: 0, share_pct: 0 });
    expect(all.debt_issuers.slice(0, 25)).toEqual(lookThrough(FUNDS_27).debt_issuers);
  });
});

describe("lookThrough of portfolios seen for the first time", () => {
  it("counts every security of a portfolio with more securities than any before it", () => {
    // 3,000 securities at 1/30 % each of ₹3,00,000: ₹100 each, all of them new to the process.
    const fund: XrayFundInput = {
      schemeCode: 77,
      name: "Huge",
      fundHouse: "H",
      value: 300_000,
      portfolio: {
        asOf: "2025-07-31",
        source: "s",
        lines: Array.from({ length: 3_000 }, (_, i) =>
          line(`Huge ${i}`, `INE777H${String(i).padStart(5, "0")}`, "Equity", 100 / 3_000, `Sector ${i}`),
        ),
      },
    };
    const result = lookThrough([fund], "all");
    expect(result.concentration.distinct_securities).toBe(3_000);
    expect(result.securities).toHaveLength(3_000);
    expect(result.sectors.filter((slice) => slice.label.startsWith("Sector "))).toHaveLength(3_000);
    for (const security of result.securities) expect(security.value).toBeCloseTo(100, 9);
  });
});
