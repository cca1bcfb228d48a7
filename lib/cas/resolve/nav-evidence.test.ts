import type { CasScheme } from "@/lib/cas/cas-statement";
import { navVerdict, printedNavs, sameNav } from "@/lib/cas/resolve/nav-evidence";

const row = (date: string, nav: string | null) => ({
  date,
  description: "Purchase",
  kind: "purchase" as const,
  amount: "1000.00",
  units: "1.000",
  nav,
  balance: "1.000",
});

describe("printedNavs", () => {
  it("takes the closing NAV first, then each transaction date's NAV from the latest, one per date, none of 0", () => {
    const scheme = {
      navDate: "2024-03-28",
      nav: "101.2345",
      rows: [
        row("2024-01-10", "98.1000"),
        row("2024-02-12", "99.5000"),
        row("2024-02-12", "99.5000"),
        row("2024-03-01", null),
      ],
    } as unknown as CasScheme;
    expect(printedNavs(scheme)).toEqual([
      { date: "2024-03-28", nav: "101.2345" },
      { date: "2024-02-12", nav: "99.5000" },
      { date: "2024-01-10", nav: "98.1000" },
    ]);
    expect(printedNavs({ navDate: "2024-03-28", nav: "0.0000", rows: [] } as unknown as CasScheme)).toEqual([]);
    expect(printedNavs({ navDate: null, nav: null, rows: [] } as unknown as CasScheme)).toEqual([]);
  });
});

describe("sameNav and navVerdict", () => {
  it("compares to the printed places: within half a unit of the last one", () => {
    expect(sameNav("12.3456", "12.34560")).toBe(true);
    // 12.35 printed, 12.3456 stored: 0.0044 <= 0.005.
    expect(sameNav("12.35", "12.3456")).toBe(true);
    // 12.3456 printed, 12.3462 stored: 0.0006 > 0.00005.
    expect(sameNav("12.3456", "12.3462")).toBe(false);
    // quant Multi Cap (formerly Active) Fund on 23-Jan-2026 (AMFI's NAVAll): direct 614.1687, regular 560.2344.
    expect(sameNav("614.1687", "560.2344")).toBe(false);
    expect(sameNav("614.1687", "614.1687")).toBe(true);
  });

  it("is `differs` on any known date with another NAV, `agrees` when all known dates agree, else `unknown`", () => {
    const printed = [
      { date: "2024-03-28", nav: "101.2345" },
      { date: "2024-02-12", nav: "99.5000" },
    ];
    expect(navVerdict(printed, new Map([["2024-03-28", "101.2345"]]))).toBe("agrees");
    expect(
      navVerdict(
        printed,
        new Map([
          ["2024-03-28", "101.2345"],
          ["2024-02-12", "99.6000"],
        ]),
      ),
    ).toBe("differs");
    expect(navVerdict(printed, new Map([["2023-01-01", "1"]]))).toBe("unknown");
    expect(navVerdict([], new Map([["2024-03-28", "101.2345"]]))).toBe("unknown");
  });
});
