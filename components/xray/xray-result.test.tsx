import { render, screen, within } from "@testing-library/react";
import { lookThrough } from "@/lib/xray/look-through";
import { overlapMatrix } from "@/lib/xray/overlap-matrix";
import type { XrayFundInput } from "@/lib/xray/xray-types";
import { topSecuritiesChart } from "./xray-chart-data";
import { XrayResult } from "./xray-result";

const equity = (name: string, isin: string, weightPct: number) => ({
  name,
  isin,
  sector: "Banks",
  assetType: "Equity",
  weightPct,
});
const FUNDS: XrayFundInput[] = [
  {
    schemeCode: 1,
    name: "Alpha Large Cap",
    fundHouse: "Alpha",
    value: 60_000,
    portfolio: {
      asOf: "2025-07-31",
      source: "Alpha monthly portfolio",
      lines: [equity("HDFC Bank", "INE040A01034", 10), equity("ICICI Bank", "INE090A01021", 90)],
    },
  },
  {
    schemeCode: 2,
    name: "Beta Bluechip",
    fundHouse: "Beta",
    value: 20_000,
    portfolio: {
      asOf: "2025-06-30",
      source: "Beta monthly portfolio",
      lines: [equity("HDFC Bank", "INE040A01034", 100)],
    },
  },
  { schemeCode: 3, name: "Gamma Small Cap", fundHouse: "Gamma", value: 20_000, portfolio: null },
];

/** The X-ray of `funds` as the page gets it (no NAV dates): look-through and overlap of their portfolios. */
function xray(funds: XrayFundInput[] = FUNDS) {
  const look = lookThrough(funds);
  return {
    look_through: look,
    overlap: overlapMatrix(funds.map((f) => f.portfolio)),
    valued_at: funds.map(() => null),
  };
}

describe("XrayResult", () => {
  it("states the covered share, the not-disclosed slice and each fund's disclosure date", () => {
    render(<XrayResult xray={xray()} />);
    expect(screen.getByText(/₹1,00,000 in 3 funds; /)).toHaveTextContent(
      '₹1,00,000 in 3 funds; 80.00% of it is covered by a disclosed portfolio. ₹20,000 (20.00%) is in funds without a disclosed portfolio: it is shown as its own "not disclosed" slice, never spread over the rest.',
    );
    const basis = screen.getByRole("region", { name: "Your funds and the portfolio each is looked through" });
    expect(within(basis).getByRole("row", { name: /Beta Bluechip/ })).toHaveTextContent(
      "Jun 30, 2025 (Beta monthly portfolio)",
    );
    expect(within(basis).getByRole("row", { name: /Gamma Small Cap/ })).toHaveTextContent("Not disclosed");
  });

  it("explains the most overlapping pair with its shared security", () => {
    render(<XrayResult xray={xray()} />);
    // HDFC Bank: min(10, 100) = 10%.
    expect(screen.getByText(/^Most alike:/)).toHaveTextContent(
      "Most alike: Alpha Large Cap and Beta Bluechip, 10.00% in common through 1 shared security (portfolios of Jul 31, 2025 and Jun 30, 2025).",
    );
  });

  it("says so when no two funds share a security, rather than naming a pair alike at 0%", () => {
    const funds = [
      FUNDS[0]!,
      { ...FUNDS[1]!, portfolio: { ...FUNDS[1]!.portfolio!, lines: [equity("TCS", "INE467B01029", 100)] } },
    ];
    render(<XrayResult xray={xray(funds)} />);
    expect(screen.getByText(/^None of your funds/)).toHaveTextContent(
      "None of your funds with a disclosed portfolio holds a security another one holds.",
    );
    expect(screen.queryByText(/^Most alike:/)).toBeNull();
  });

  it("stacks each top security's ₹ by fund", () => {
    expect(topSecuritiesChart(xray().look_through)).toEqual({
      kind: "stacked-bar",
      labels: ["ICICI Bank", "HDFC Bank"],
      series: [
        { label: "Alpha Large Cap", values: [54_000, 6_000] },
        { label: "Beta Bluechip", values: [null, 20_000] },
      ],
    });
  });

  it("calls out a security held through three funds that is not among those listed", () => {
    // Fund 1 (₹1,00,000) holds 100 securities at 0.9% (₹900 each) and Zeta Ltd at 0.1% (₹100); funds 2 and 3 (₹100
    // each) hold Zeta Ltd at 0.5% (₹0.50 each): ₹101 through three funds, the 101st largest.
    const zeta = equity("Zeta Ltd", "INE999Z01019", 0.5);
    const funds: XrayFundInput[] = [
      {
        ...FUNDS[0]!,
        value: 100_000,
        portfolio: {
          ...FUNDS[0]!.portfolio!,
          lines: [
            ...Array.from({ length: 100 }, (_, i) =>
              equity(`Big ${i + 1}`, `INE100A01${String(i).padStart(3, "0")}`, 0.9),
            ),
            { ...zeta, weightPct: 0.1 },
          ],
        },
      },
      { ...FUNDS[1]!, value: 100, portfolio: { ...FUNDS[1]!.portfolio!, lines: [zeta] } },
      { ...FUNDS[2]!, value: 100, portfolio: { ...FUNDS[1]!.portfolio!, lines: [zeta] } },
    ];
    const shown = xray(funds);
    const look = shown.look_through;
    expect(look.securities.some((s) => s.name === "Zeta Ltd")).toBe(false);
    render(<XrayResult xray={shown} />);
    expect(look.widely_held_count).toBe(1);
    expect(screen.getByRole("note")).toHaveTextContent(
      "Held through three or more of your funds: 1 security, Zeta Ltd.",
    );
  });

  it("shows the 25 largest debt issuers and the rest added up in one row", () => {
    // One fund of ₹10,000 holds a bond of each of 27 issuers, issuer i at (28 - i)/10 %: ₹(10 x (28 - i)), so
    // issuers 26 and 27 (₹20 and ₹10) are left out, ₹30 in all, 0.30% of the holding.
    const bonds = Array.from({ length: 27 }, (_, k) => ({
      name: `Issuer ${k + 1} NCD`,
      isin: `INE${String(k + 1).padStart(3, "0")}C07011`,
      sector: null,
      assetType: "Debt",
      weightPct: (27 - k) / 10,
    }));
    const funds: XrayFundInput[] = [
      { ...FUNDS[0]!, value: 10_000, portfolio: { ...FUNDS[0]!.portfolio!, lines: bonds } },
    ];
    render(<XrayResult xray={xray(funds)} />);
    const table = screen.getByRole("region", { name: "Debt and money-market issuers" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(26);
    expect(rows[0]).toHaveTextContent("Issuer 1 NCD₹2702.70%");
    expect(rows[24]).toHaveTextContent("Issuer 25 NCD₹300.30%");
    expect(rows[25]).toHaveTextContent("The other 2 issuers₹300.30%");
    expect(screen.getByText(/^Issuers by the ISIN/)).toHaveTextContent("The largest 25 of 27, then the rest added up.");
  });

  it("counts every security the most overlapping pair share and lists the 25 largest", () => {
    // Both funds hold Sec 1 .. Sec 30, fund 1 at 2% each, fund 2 at (31 - i)/20 %: Sec i in common (31 - i)/20 %,
    // 23.25% in all.
    const secs = (weight: (i: number) => number) =>
      Array.from({ length: 30 }, (_, k) =>
        equity(`Sec ${k + 1}`, `INE300A01${String(k + 1).padStart(3, "0")}`, weight(k + 1)),
      );
    const funds: XrayFundInput[] = [
      { ...FUNDS[0]!, portfolio: { ...FUNDS[0]!.portfolio!, lines: secs(() => 2) } },
      { ...FUNDS[1]!, portfolio: { ...FUNDS[1]!.portfolio!, lines: secs((i) => (31 - i) / 20) } },
    ];
    render(<XrayResult xray={xray(funds)} />);
    expect(screen.getByText(/^Most alike:/)).toHaveTextContent(
      "Most alike: Alpha Large Cap and Beta Bluechip, 23.25% in common through 30 shared securities (portfolios of Jul 31, 2025 and Jun 30, 2025); the largest 25 below.",
    );
    const table = screen.getByRole("region", { name: "What the most overlapping pair share" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(25);
    expect(rows[24]).toHaveTextContent("Sec 25");
  });

  describe("the call-out of securities held through three or more funds", () => {
    /**
     * Three funds of ₹10,000 each all hold Sec 1 .. Sec n: fund 1 at (n + 1 - i)/10 %, funds 2 and 3 at 0.1% each, so
     * Sec i is worth ₹(10 x (n + 1 - i) + 20) and the largest first is Sec 1, Sec 2, ... Sec n.
     */
    function calloutOf(n: number) {
      const secs = (weight: (i: number) => number) =>
        Array.from({ length: n }, (_, k) =>
          equity(`Sec ${k + 1}`, `INE200A01${String(k + 1).padStart(3, "0")}`, weight(k + 1)),
        );
      const funds: XrayFundInput[] = [1, 2, 3].map((schemeCode) => ({
        schemeCode,
        name: `Fund ${schemeCode}`,
        fundHouse: "H",
        value: 10_000,
        portfolio: {
          asOf: "2025-07-31",
          source: "s",
          lines: secs(schemeCode === 1 ? (i) => (n + 1 - i) / 10 : () => 0.1),
        },
      }));
      const shown = xray(funds);
      render(<XrayResult xray={shown} />);
      return { look: shown.look_through, note: screen.getByRole("note") };
    }
    const names = (n: number) => Array.from({ length: n }, (_, k) => `Sec ${k + 1}`).join(", ");

    it("names all of them, largest first, when there are 10 or fewer, with no 'more'", () => {
      const { note } = calloutOf(10);
      expect(note).toHaveTextContent(
        `Held through three or more of your funds: 10 securities, largest first: ${names(10)}.`,
      );
      expect(note.textContent).not.toMatch(/more\./);
    });

    it("names two, plural", () => {
      expect(calloutOf(2).note).toHaveTextContent(
        "Held through three or more of your funds: 2 securities, largest first: Sec 1, Sec 2.",
      );
    });

    it("names the largest 10 of 11 and says 1 more", () => {
      expect(calloutOf(11).note).toHaveTextContent(
        `Held through three or more of your funds: 11 securities. The largest: ${names(10)}, and 1 more.`,
      );
    });

    it("names the largest 10 of 30 (the answer lists 25 and counts 30) and says 20 more", () => {
      const { look, note } = calloutOf(30);
      expect([look.widely_held.length, look.widely_held_count]).toEqual([25, 30]);
      expect(note).toHaveTextContent(
        `Held through three or more of your funds: 30 securities. The largest: ${names(10)}, and 20 more.`,
      );
    });

    it("is not there when no security is held through three funds", () => {
      render(<XrayResult xray={xray()} />);
      expect(screen.queryByRole("note")).toBeNull();
    });
  });
});
