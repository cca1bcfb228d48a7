import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { ApiClientError } from "@/lib/api/api-client-error";
import type { Endpoint } from "@/lib/api/endpoint";
import { WatchlistManager } from "@/components/watchlists/watchlist-manager";
import { WatchlistStar } from "@/components/watchlists/watchlist-star";
import { recordedToasts } from "@/components/ui/testing/recorded-toasts";

const callEndpoint = jest.fn();
jest.mock("@/lib/api/client-fetch", () => ({
  ...jest.requireActual("@/lib/api/client-fetch"),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

const replace = jest.fn();
jest.mock("@/components/auth/hard-navigation", () => ({ replaceAfterAuthChange: (path: string) => replace(path) }));

jest.mock("@/components/ui/toast", () => jest.requireActual("@/components/ui/testing/recorded-toasts"));
const toasts = recordedToasts;

const CORE = {
  id: "11111111-1111-4111-8111-111111111111",
  user_defined_name: "Core",
  asset_type: "mutual_fund",
  item_count: 2,
  created_at: "2026-11-01T00:00:00.000Z",
};
const fund = (name: string, return3y: number | null) => ({
  plan_display_name: name,
  isin: null,
  amc_name: "Alpha Mutual Fund",
  amc_slug: "alpha-mf",
  category: "Large Cap Fund",
  risk_level: "Very High",
  option_type: "Growth" as "Growth" | "IDCW Payout",
  nav: 101.2345,
  nav_date: "2026-11-20",
  unverified_nav: null as null | { nav: number; nav_date: string },
  change_1d_pct: -0.42,
  return_1y: 12.5,
  return_3y: return3y,
  expense_ratio: 0.65,
  aum: 12345.6,
  fact_sources: {
    expense_ratio: { as_of: "2026-11-20", source: "AMFI TER", stale: false },
    aum: { as_of: "2026-08-31", source: "AMFI fund performance (AUM)", stale: true },
  },
  expense_ratio_change: null as null | { from: number; from_as_of: string; to: number; changed_on: string },
});
const ITEMS = [
  {
    id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
    scheme_code: 1001,
    added_at: "2026-11-01T00:00:00.000Z",
    fund: fund("Beta Fund", 9.1),
  },
  {
    id: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
    scheme_code: 1002,
    added_at: "2026-11-02T00:00:00.000Z",
    fund: {
      ...fund("Alpha Fund", 14.3),
      expense_ratio_change: { from: 0.7, from_as_of: "2026-10-31", to: 0.65, changed_on: "2026-11-03" },
      // A unit split: AMFI's latest NAV, 1/100 of the one before, is held back by the screening.
      unverified_nav: { nav: 1.0123, nav_date: "2026-11-21" },
    },
  },
];

let answers: Record<string, (input: { body?: unknown; params?: Record<string, string> }) => unknown>;
beforeEach(() => {
  toasts.length = 0;
  replace.mockReset();
  window.localStorage.setItem("token", "member-token");
  answers = {
    "GET /api/v1/watchlists/": () => [CORE],
    "GET /api/v1/watchlists/{id}/items": () => ITEMS,
    "GET /api/v1/watchlists/items": () => ({ scheme_codes: [1001] }),
  };
  callEndpoint.mockReset();
  callEndpoint.mockImplementation(async (endpoint: Endpoint, input: { body?: unknown }) => {
    const answer = answers[`${endpoint.method} ${endpoint.path}`];
    if (!answer) throw new Error(`unexpected call ${endpoint.method} ${endpoint.path}`);
    return answer(input);
  });
});
afterEach(() => window.localStorage.clear());

const renderFresh = (ui: React.ReactNode) => render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

describe("WatchlistManager", () => {
  it("shows the first list's funds with their figures, sortable, and a compare link", async () => {
    renderFresh(<WatchlistManager />);
    const table = await screen.findByRole("table", { name: "Funds in Core" });
    const names = () =>
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => within(cell).getByRole("link").textContent);
    expect(names()).toEqual(["Alpha Fund", "Beta Fund"]);
    fireEvent.click(within(table).getByRole("button", { name: /3Y/ }));
    expect(names()).toEqual(["Beta Fund", "Alpha Fund"]);
    fireEvent.click(within(table).getByRole("button", { name: /3Y/ }));
    expect(names()).toEqual(["Alpha Fund", "Beta Fund"]);
    expect(within(table).getByRole("columnheader", { name: /3Y/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("link", { name: "Compare 2 funds" })).toHaveAttribute(
      "href",
      "/mutual-funds/compare-mutual-funds?funds=1002,1001",
    );
    expect(within(table).getAllByText("-0.42%")).toHaveLength(2);
  });

  it("gives each expense ratio and AUM its source and date, and says where the expense ratio changed", async () => {
    renderFresh(<WatchlistManager />);
    const table = await screen.findByRole("table", { name: "Funds in Core" });
    const row = (name: string) => within(table).getByRole("link", { name }).closest("tr")!;
    expect(
      within(row("Alpha Fund")).getByText("Expense ratio changed on Nov 03, 2026: was 0.70% until Oct 31, 2026"),
    ).toBeInTheDocument();
    expect(within(row("Beta Fund")).queryByText(/Expense ratio changed/)).toBeNull();
    expect(within(row("Beta Fund")).getByText("AMFI TER, Nov 20, 2026")).toBeInTheDocument();
    expect(within(row("Beta Fund")).getByText("AMFI fund performance (AUM), Aug 31, 2026 (stale)")).toBeInTheDocument();
  });

  it("shows a held-back latest NAV beside the verified one it counts on, and only where there is one", async () => {
    renderFresh(<WatchlistManager />);
    const table = await screen.findByRole("table", { name: "Funds in Core" });
    const row = (name: string) => within(table).getByRole("link", { name }).closest("tr")!;
    expect(within(row("Alpha Fund")).getByText("₹101.2345")).toBeInTheDocument();
    expect(
      within(row("Alpha Fund")).getByText(
        "AMFI's NAV of ₹1.0123 on Nov 21, 2026 is unverified (outside its category's band until a later NAV confirms it): counted on the NAV of Nov 20, 2026.",
      ),
    ).toBeInTheDocument();
    expect(within(row("Beta Fund")).queryByText(/unverified/)).toBeNull();
  });

  it("renames a list inline and deletes one only after confirming", async () => {
    let renamed: unknown;
    answers["PATCH /api/v1/watchlists/{id}/"] = ({ body }) => (
      (renamed = body),
      { ...CORE, user_defined_name: "Long term" }
    );
    answers["DELETE /api/v1/watchlists/{id}/"] = () => ({ id: CORE.id });
    renderFresh(<WatchlistManager />);
    fireEvent.click(await screen.findByRole("button", { name: "Rename Core" }));
    fireEvent.change(screen.getByLabelText("New name for Core"), { target: { value: " Long   term " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(renamed).toEqual({ name: "Long term" });
    expect(toasts).toContainEqual({ kind: "success", text: "Watchlist renamed." });

    fireEvent.click(screen.getByRole("button", { name: "Delete Core" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this watchlist?" });
    expect(callEndpoint.mock.calls.some(([e]: [Endpoint]) => e.method === "DELETE")).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete watchlist" })));
    expect(toasts).toContainEqual({ kind: "success", text: "Deleted the watchlist Core." });
  });

  it("sends a member whose session ended elsewhere to the login page, with no empty lists meanwhile", async () => {
    answers["GET /api/v1/watchlists/"] = () => {
      throw new ApiClientError("Please log in to continue.", 401);
    };
    window.history.replaceState(null, "", "/watchlist");
    renderFresh(<WatchlistManager />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login?next=%2Fwatchlist&reason=signed-out"));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your watchlists");
    expect(screen.queryByLabelText("New watchlist name")).toBeNull();
    expect(screen.queryByText(/You have no watchlists yet/)).toBeNull();
    expect(toasts).toEqual([]);
  });

  it("says a failed load failed, with a retry, rather than showing an empty page", async () => {
    answers["GET /api/v1/watchlists/"] = () => {
      throw new ApiClientError("The server answered 500. Please try again.", 400);
    };
    renderFresh(<WatchlistManager />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to fetch watchlists or items. Please try again.",
    );
    expect(screen.queryByLabelText("New watchlist name")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Start a watchlist" })).toBeNull();
    answers["GET /api/v1/watchlists/"] = () => [CORE];
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("table", { name: "Funds in Core" })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows a saved IDCW plan's returns as -- with the reason under the table (issue 37, 3)", async () => {
    answers["GET /api/v1/watchlists/{id}/items"] = () => [
      ITEMS[0],
      { ...ITEMS[1], fund: { ...fund("Alpha Fund - IDCW", null), option_type: "IDCW Payout", return_1y: null } },
    ];
    renderFresh(<WatchlistManager />);
    const table = await screen.findByRole("table", { name: "Funds in Core" });
    const row = within(table).getByRole("link", { name: "Alpha Fund - IDCW" }).closest("tr")!;
    expect(within(row).getAllByText("--").length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByText(
        "Returns show -- for IDCW plans: their NAV falls at every payout, so a NAV return is not what the investor earned. Compare their Growth plans.",
      ),
    ).toBeInTheDocument();
  });

  it("says what to do when there are no lists", async () => {
    answers["GET /api/v1/watchlists/"] = () => [];
    renderFresh(<WatchlistManager />);
    expect(await screen.findByText("You have no watchlists yet. Name your first one below.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "screener" })).toHaveAttribute(
      "href",
      "/mutual-funds/mutual-fund-screener",
    );
  });
});

describe("WatchlistStar", () => {
  it("is filled for a saved fund and refuses to re-add it", async () => {
    renderFresh(<WatchlistStar schemeCode={1001} fundName="Beta Fund" />);
    const star = await screen.findByRole("button", { name: "Beta Fund is in your watchlist" });
    expect(star).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(star);
    expect(toasts).toEqual([{ kind: "info", text: "This fund is already saved in the watchlist." }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is empty for another fund and opens the dialog", async () => {
    renderFresh(<WatchlistStar schemeCode={1002} fundName="Alpha Fund" />);
    await screen.findByRole("button", { name: "Add Alpha Fund to a watchlist" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add Alpha Fund to a watchlist" })));
    expect(await screen.findByRole("dialog", { name: "Add Fund To Watchlist" })).toBeInTheDocument();
  });

  it("fills as soon as the save is confirmed, while the saved funds are still being fetched again", async () => {
    let fetches = 0;
    // The reload after the save does not answer (a busy server): the star must not wait for it.
    answers["GET /api/v1/watchlists/items"] = () => (fetches++ === 0 ? { scheme_codes: [] } : new Promise(() => {}));
    answers["POST /api/v1/watchlists/items/multiple"] = () => [
      { watchlist_id: CORE.id, status: "success", message: "Item added to the watchlist." },
    ];
    renderFresh(<WatchlistStar schemeCode={1002} fundName="Alpha Fund" />);
    await act(async () =>
      fireEvent.click(await screen.findByRole("button", { name: "Add Alpha Fund to a watchlist" })),
    );
    fireEvent.click(await screen.findByLabelText("Core (2)"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save to Watchlist" })));
    const star = await screen.findByRole("button", { name: "Alpha Fund is in your watchlist" });
    expect(star).toHaveAttribute("aria-pressed", "true");
    expect(fetches).toBe(2);
  });

  it("says so when the saved funds cannot be fetched", async () => {
    answers["GET /api/v1/watchlists/items"] = () => {
      throw new Error("offline");
    };
    renderFresh(
      <>
        <WatchlistStar schemeCode={1} fundName="One" />
        <WatchlistStar schemeCode={2} fundName="Two" />
      </>,
    );
    await screen.findAllByRole("button", { name: /to a watchlist$/ });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts.filter((t) => t.text === "Failed to fetch watchlist items.").length).toBeGreaterThanOrEqual(1);
  });
});
