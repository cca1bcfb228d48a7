import { render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { loadMemberXray } from "@/components/data/endpoint-loaders/xray";
import { callLazily } from "@/components/data/lazy-call";
import { ApiClientError } from "@/lib/api/api-client-error";
import type { MemberXrayPayload } from "@/lib/api/schemas/portfolio-xray";
import type { XrayCosts } from "@/lib/api/schemas/xray-costs";
import { lookThrough } from "@/lib/xray/look-through";
import { overlapMatrix } from "@/lib/xray/overlap-matrix";
import type { XrayFundInput } from "@/lib/xray/xray-types";
import { MemberXrayView } from "./member-xray-view";

jest.mock("@/components/data/lazy-call", () => ({ callLazily: jest.fn() }));
jest.mock("@/components/auth/stored-token", () => ({ useHasStoredToken: jest.fn() }));
// jsdom has no canvas; the charts' tables are what is read here.
jest.mock("@/components/charts/chart-canvas-slot", () => ({ ChartCanvasSlot: () => null }));
const call = callLazily as jest.MockedFunction<typeof callLazily>;
const hasToken = useHasStoredToken as jest.MockedFunction<typeof useHasStoredToken>;

const FUNDS: XrayFundInput[] = [
  {
    schemeCode: 1002,
    name: "Alpha Large Cap Fund - Regular Plan - Growth",
    fundHouse: "Alpha",
    value: 30_000,
    portfolio: {
      asOf: "2026-10-31",
      source: "Alpha monthly portfolio",
      lines: [{ name: "HDFC Bank", isin: "INE040A01034", sector: "Banks", assetType: "Equity", weightPct: 100 }],
    },
  },
  { schemeCode: 2201, name: "Beta Nifty 50 ETF", fundHouse: "Beta", value: 10_000, portfolio: null },
];
const XRAY: MemberXrayPayload = {
  xray: {
    look_through: lookThrough(FUNDS),
    overlap: overlapMatrix(FUNDS.map((f) => f.portfolio)),
    valued_at: [
      { nav: 20, nav_date: "2026-11-20" },
      { nav: 15, nav_date: "2026-11-19" },
    ],
  },
  left_out: [{ scheme_code: 1201, name: "Alpha Liquid Fund - Regular Plan - Growth", units: "50.000", reason: "" }],
};
const COSTS: XrayCosts = {
  as_of: "2026-11-27",
  holdings: [],
  portfolio: {
    value: "40000.00",
    weighted_ter_pct: null,
    ter_known_value: "0.00",
    unknown_ter_value: "40000.00",
    annual_cost: null,
    yearly_saving: "0.00",
    ten_year_saving: "0.00",
  },
  switch: null,
  notes: [],
  disclaimer: "Information, not advice.",
};

/** Answers the X-ray call with `xray` and the costs call with `costs` (a promise each, to hold or fail them). */
function answer(xray: Promise<unknown>, costs: Promise<unknown> = Promise.resolve(COSTS)) {
  call.mockImplementation((load) => (load === loadMemberXray ? xray : costs) as ReturnType<typeof callLazily>);
}

// A fresh SWR cache per test: the calls are keyed by loader, so answers would otherwise carry over.
const renderView = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemberXrayView />
    </SWRConfig>,
  );

beforeEach(() => {
  call.mockReset();
  hasToken.mockReturnValue(true);
});

describe("MemberXrayView", () => {
  it("says it is looking while the X-ray loads", () => {
    answer(new Promise(() => undefined));
    renderView();
    expect(screen.getByRole("status")).toHaveTextContent("Looking through your funds' portfolios");
  });

  it("sends a member with no holdings to the portfolio page, with no cost table", async () => {
    answer(Promise.resolve({ xray: null, left_out: [] }));
    renderView();
    expect(await screen.findByText(/^No holdings yet\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Import a statement or record a purchase/ })).toHaveAttribute(
      "href",
      "/portfolio",
    );
    expect(screen.queryByRole("heading", { name: "What it costs" })).toBeNull();
  });

  it("says the X-ray failed, not that there are no holdings", async () => {
    answer(Promise.reject(new ApiClientError("Something went wrong.", 400)));
    renderView();
    expect(await screen.findByRole("alert")).toHaveTextContent("Your X-ray could not be made. Please reload the page.");
    expect(screen.queryByText(/No holdings yet/)).toBeNull();
  });

  it("shows the look-through with the NAV dates, the plans left out, then the costs", async () => {
    answer(Promise.resolve(XRAY));
    renderView();
    expect(await screen.findByText(/valued at its latest verified NAV/)).toHaveTextContent(
      "each plan valued at its latest verified NAV from AMFI (of Nov 19, 2026, Nov 20, 2026).",
    );
    const leftOut = screen.getByRole("note");
    expect(within(leftOut).getByRole("listitem")).toHaveTextContent(
      "Alpha Liquid Fund - Regular Plan - Growth: 50.000 units",
    );
    // ₹30,000 of ₹40,000 is in a fund with a disclosed portfolio.
    expect(await screen.findByText(/₹40,000 in 2 funds; /)).toHaveTextContent("75.00% of it is covered");
    expect(await screen.findByRole("heading", { name: "What it costs" })).toBeInTheDocument();
  });

  it("says the costs failed below an X-ray that worked", async () => {
    answer(Promise.resolve(XRAY), Promise.reject(new ApiClientError("Something went wrong.", 400)));
    renderView();
    expect(await screen.findByRole("alert")).toHaveTextContent("What your funds cost could not be worked out.");
    expect(await screen.findByRole("heading", { name: "By asset class" })).toBeInTheDocument();
  });
});
