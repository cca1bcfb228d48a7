import { render, screen, within } from "@testing-library/react";
import type { FundOverview } from "@/lib/api/schemas/funds";
import type { FundPage } from "@/lib/funds/fund-page";
import { PeerMedianSection } from "./peer-median-section";

const NIFTY_50 = {
  name: "Nifty 50",
  median_pct: { "1m": 0.445, "3m": 3.184, "6m": -4.494, "1y": -2.478, "3y": null, "5y": null, "10y": null, max: -2.39 },
  counts: { "1m": 25, "3m": 25, "6m": 24, "1y": 22, "3y": 3, "5y": 0, "10y": 0, max: 25 },
};

function page(benchmark: FundOverview["benchmark"] = null, peer: typeof NIFTY_50 | null = NIFTY_50): FundPage {
  return {
    overview: {
      plan_type: "Direct",
      returns: { "1m": 0.5, "3m": 3.2, "6m": -4.4, "1y": -2.447, "3y": 12, "5y": null, "10y": null, max: -2.3 },
      ranking: {
        eligible: true,
        reason: null,
        site_as_of: "2026-08-21",
        last_nav_date: "2026-08-21",
        peer_index: peer,
      },
      benchmark,
    },
  } as unknown as FundPage;
}

const SERIES = { provider: "NSE", file: "nifty50.csv", as_of: "2026-08-21" };

describe("PeerMedianSection", () => {
  it("gives an index fund without its index's series its return minus the median of the funds tracking it", () => {
    render(<PeerMedianSection page={page()} />);
    expect(screen.getByRole("heading", { name: "Against the funds tracking Nifty 50" })).toBeInTheDocument();
    const table = screen.getByRole("table");
    const cells = (name: string) =>
      within(within(table).getByRole("rowheader", { name }).closest("tr")!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("1 year")).toEqual([
      "-2.45%",
      "-2.48%",
      "0.03% (difference from the median of 22 funds tracking Nifty 50)",
    ]);
    expect(cells("3 years")).toEqual(["12.00%", "Not enough funds (3 of 5 needed)", "--"]);
    expect(within(table).queryByRole("rowheader", { name: "5 years" })).toBeNull();
  });

  it("shows nothing where the index's own series is loaded, or for a fund not ranked among an index's followers", () => {
    const loaded = {
      basis: "index-fund",
      name: "Nifty 50 TRI",
      series: SERIES,
    } as unknown as FundOverview["benchmark"];
    const { container, rerender } = render(<PeerMedianSection page={page(loaded)} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PeerMedianSection page={page(null, null)} />);
    expect(container).toBeEmptyDOMElement();
    // A category stand-in's series is not the tracked index's.
    const standIn = {
      basis: "category",
      name: "Nifty 500 TRI",
      series: SERIES,
    } as unknown as FundOverview["benchmark"];
    rerender(<PeerMedianSection page={page(standIn)} />);
    expect(screen.getByRole("heading", { name: "Against the funds tracking Nifty 50" })).toBeInTheDocument();
  });
});
