import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { ApiClientError } from "@/lib/api/api-client-error";
import {
  screenerFiltersEndpoint,
  screenerListEndpoint,
  type ScreenerFilters,
  type ScreenerPage,
  type ScreenerPlan,
} from "@/lib/api/schemas/screener";
import { ScreenerClient } from "@/components/screener/screener-client";
import { hydrateServerHtml } from "@/components/ui/testing/hydrate-server-html";
import { parseScreenerParams } from "@/lib/screener/parse-screener-params";
import { EMPTY_SCREENER_STATE, type ScreenerState } from "@/lib/screener/screener-url-state";

// The fetch layer is mocked: every call is recorded and answered by the test, when the test chooses.
const callEndpoint = jest.fn();
jest.mock("@/lib/api/client-fetch", () => ({
  ...jest.requireActual("@/lib/api/client-fetch"),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

// Next.js's useSearchParams follows history.pushState/replaceState and the back button; so does this one.
jest.mock("next/navigation", () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import("react")>("react");
  const subscribe = (onChange: () => void) => {
    window.addEventListener("popstate", onChange);
    window.addEventListener("test:history", onChange);
    return () => {
      window.removeEventListener("popstate", onChange);
      window.removeEventListener("test:history", onChange);
    };
  };
  return {
    useSearchParams: () =>
      new URLSearchParams(
        useSyncExternalStore(
          subscribe,
          () => window.location.search,
          () => "",
        ),
      ),
  };
});

const PATH = "/mutual-funds/mutual-fund-screener";
const originalPush = window.history.pushState.bind(window.history);
const originalReplace = window.history.replaceState.bind(window.history);
const pushes: string[] = [];
const replaces: string[] = [];

const FILTERS: ScreenerFilters = {
  amc: {
    key: "amc",
    title: "AMC",
    type: "checkbox",
    param: "amc",
    items: [{ value: "alpha-mf", label: "Alpha Mutual Fund", count: 12 }],
  },
  categories: {
    key: "categories",
    title: "Category",
    type: "checkbox",
    param: "category",
    items: [
      { value: "Equity", label: "Equity", count: 20 },
      { value: "Debt", label: "Debt", count: 10 },
    ],
  },
  risk_level: {
    key: "risk_level",
    title: "Risk",
    type: "checkbox",
    param: "risk_level",
    items: [{ value: "Very High", label: "Very High", count: 18 }],
  },
  expense_ratio: {
    key: "expense_ratio",
    title: "Expense Ratio",
    type: "range",
    param_min: "expense_ratio_min",
    param_max: "expense_ratio_max",
    unit: "%",
    min: 0.1,
    max: 2.5,
  },
};

function plan(code: number, name: string): ScreenerPlan {
  return {
    scheme_code: code,
    isin: `INF000A0${String(code).padStart(4, "0")}`,
    plan_display_name: name,
    amc_slug: "alpha-mf",
    amc_name: "Alpha Mutual Fund",
    category_slug: "equity-large-cap-fund",
    sebi_category_name: "Equity",
    sebi_subcategory_name: "Large Cap Fund",
    plan_type: "Direct",
    option_type: "Growth",
    risk_level: "Very High",
    return_1y: 10,
    return_3y: -1.5,
    return_5y: null,
    expense_ratio: 0.75,
    aum: 1234.5,
    nav: 12.3,
    nav_date: "2026-01-01",
    desktop_logo_url: "/amc-logos/alpha-mf.svg",
    fact_sources: { expense_ratio: null, aum: null, risk_level: null },
  };
}

function pageOf(names: string[], page = 1, total = 23): ScreenerPage {
  return {
    plans: names.map((name, i) => plan(1000 + i, name)),
    page,
    page_size: 10,
    total_pages: Math.ceil(total / 10),
    total,
    sort_coverage: null,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const abortError = () => new DOMException("The operation was aborted.", "AbortError");

/** The list calls made so far: their query and signal. */
const listCalls = () =>
  callEndpoint.mock.calls
    .filter(([endpoint]) => endpoint === screenerListEndpoint)
    .map(([, input]) => input as { query: Record<string, unknown>; signal: AbortSignal });

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function settle<T>(pending: { resolve: (value: T) => void; promise: Promise<T> }, value: T) {
  await act(async () => {
    pending.resolve(value);
    await pending.promise;
  });
}

function renderAt(
  query: string,
  props: { state?: ScreenerState; filters?: ScreenerFilters | null; page?: ScreenerPage | null; star?: boolean } = {},
) {
  originalReplace(null, "", `${PATH}${query ? `?${query}` : ""}`);
  const state = props.state ?? parseScreenerParams(new URLSearchParams(query));
  return render(
    <ScreenerClient
      initialState={state}
      initialFilters={props.filters === undefined ? FILTERS : props.filters}
      initialPage={
        props.page === undefined
          ? pageOf(["Alpha Large Cap - Direct - Growth", "Alpha Flexi Cap - Direct - Growth"], state.page)
          : props.page
      }
      watchlistStar={props.star ? (p) => <button type="button">Star {p.scheme_code}</button> : undefined}
    />,
  );
}

const panel = () => screen.getByRole("complementary", { name: "Filter" });
const heading = () => screen.getByRole("heading", { level: 2, name: /^Search Results:/ });
const desktopRows = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

// The filter panel, the sort dropdown, the chips, the rows, the cards, the pager and the spinner are lazy
// components (their code is fetched while the page hydrates, or on first use): load them once, as the page
// does, so that every test sees them on its first render, as in the server HTML.
beforeAll(async () => {
  // Loading (and, on a first run, transforming) their modules can take a while on a busy machine.
  const loaded = { timeout: 20_000 };
  renderAt("");
  await screen.findByRole("button", { name: "Clear all" }, loaded);
  await screen.findByRole("table", {}, loaded);
  await screen.findByRole("list", { name: "Mutual funds" }, loaded);
  await screen.findByRole("navigation", { name: "Search results pages" }, loaded);
  await screen.findByRole("combobox", { name: "Sort by" }, loaded);
  cleanup();
  renderAt("category=Equity");
  await screen.findByRole("list", { name: "Chosen filters" }, loaded);
  cleanup();
  callEndpoint.mockReturnValue(new Promise(() => {}));
  renderAt("", { page: null });
  await screen.findByText("Loading mutual funds…", {}, loaded);
  cleanup();
}, 60_000);

beforeEach(() => {
  jest.useFakeTimers();
  callEndpoint.mockReset();
  pushes.length = 0;
  replaces.length = 0;
  window.localStorage.clear();
  window.history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    originalPush(data, unused, url);
    pushes.push(window.location.search);
    window.dispatchEvent(new Event("test:history"));
  };
  window.history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
    originalReplace(data, unused, url);
    replaces.push(window.location.search);
    window.dispatchEvent(new Event("test:history"));
  };
});

afterEach(() => {
  jest.useRealTimers();
  window.history.pushState = originalPush;
  window.history.replaceState = originalReplace;
});

describe("ScreenerClient, first render", () => {
  it("shows the server's page at once: no request, no spinner", async () => {
    renderAt("category=Equity");
    expect(heading()).toHaveTextContent("Search Results: 23 Mutual Funds");
    expect(desktopRows()).toEqual(["Alpha Large Cap - Direct - Growth", "Alpha Flexi Cap - Direct - Growth"]);
    expect(screen.queryByText("Loading mutual funds…")).toBeNull();
    expect(within(panel()).getByRole("checkbox", { name: "Equity (20)" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Remove filter Equity" })).toBeInTheDocument();
    await advance(5000);
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(pushes).toEqual([]);
  });

  it("shows each row's metrics and an Invest link to the fund page; cards have no button", () => {
    renderAt("");
    const row = within(screen.getByRole("table")).getAllByRole("row")[1]!;
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "Equity",
      "Large Cap Fund",
      "Very High",
      "-1.50%",
      "0.75%",
      "₹1,234.50 Cr",
      "Invest in Alpha Large Cap - Direct - Growth",
    ]);
    expect(within(row).getByRole("link", { name: /^Invest/ })).toHaveAttribute(
      "href",
      `${PATH}/1000?isin=INF000A01000`,
    );
    expect(within(row).getByRole("img", { name: "Alpha Mutual Fund" })).toHaveAttribute(
      "src",
      "/amc-logos/alpha-mf.svg",
    );
    const cards = screen.getByRole("list", { name: "Mutual funds" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
    expect(within(cards).queryByRole("link", { name: /^Invest/ })).toBeNull();
    expect(within(cards).getAllByText("3Y Returns")).toHaveLength(2);
  });

  it("tidies the address in place: unknown parameters dropped, the page the server showed", async () => {
    renderAt("utm_source=mail&category=Equity&page=99", {
      state: { ...parseScreenerParams(new URLSearchParams("category=Equity")), page: 3 },
    });
    await advance(0);
    expect(window.location.search).toBe("?category=Equity&page=3");
    expect(replaces).toEqual(["?category=Equity&page=3"]);
    expect(pushes).toEqual([]);
    await advance(1000);
    expect(callEndpoint).not.toHaveBeenCalled();
  });

  it("offers the six sorts", () => {
    renderAt("");
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "AUM High to Low",
      "AUM Low to High",
      "3Y Returns High to Low",
      "3Y Returns Low to High",
      "Expense Ratio Low to High",
      "Expense Ratio High to Low",
    ]);
    expect(sort).toHaveValue("aum_desc");
  });
});

describe("ScreenerClient, fetching", () => {
  it("waits 500 ms after the last change, then asks once for the latest screen and records it in the address", async () => {
    renderAt("");
    const answer = deferred<ScreenerPage>();
    callEndpoint.mockReturnValue(answer.promise);
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Equity (20)" }));
    await advance(300);
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Very High (18)" }));
    await advance(499);
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(screen.getByText("Loading mutual funds…")).toBeInTheDocument();
    await advance(1);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]!.query).toMatchObject({
      category: ["Equity"],
      risk_level: ["Very High"],
      page: 1,
      page_size: 10,
    });
    expect(pushes).toEqual(["?category=Equity&risk_level=Very+High"]);
    await settle(answer, pageOf(["Equity Fund One"], 1, 1));
    expect(desktopRows()).toEqual(["Equity Fund One"]);
    expect(heading()).toHaveTextContent("Search Results: 1 Mutual Funds");
    expect(screen.queryByText("Loading mutual funds…")).toBeNull();
  });

  it("goes back to page 1 on a filter, sort, search or chip change", async () => {
    callEndpoint.mockReturnValue(new Promise(() => {}));
    renderAt("amc=alpha-mf&page=3");
    const changes = [
      () => fireEvent.click(within(panel()).getByRole("checkbox", { name: "Debt (10)" })),
      () =>
        fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "return_3y_desc" } }),
      () => fireEvent.change(screen.getByRole("searchbox", { name: "Search funds" }), { target: { value: "alpha" } }),
      () => fireEvent.click(screen.getByRole("button", { name: "Remove filter Alpha Mutual Fund" })),
    ];
    for (const change of changes) {
      await act(async () => change());
      await advance(500);
    }
    expect(listCalls().map((call) => call.query.page)).toEqual([1, 1, 1, 1]);
    expect(listCalls()[3]!.query).toMatchObject({
      amc: [],
      category: ["Debt"],
      q: "alpha",
      order_by: "return_3y",
      order_dir: "desc",
    });
  });

  it("keeps the filters and fetches the page when the pager is used", async () => {
    renderAt("category=Equity");
    const answer = deferred<ScreenerPage>();
    callEndpoint.mockReturnValue(answer.promise);
    const pager = screen.getByRole("navigation", { name: "Search results pages" });
    expect(within(pager).getByRole("link", { name: "Next" })).toHaveAttribute("href", `${PATH}?category=Equity&page=2`);
    fireEvent.click(within(pager).getByRole("link", { name: "Next" }));
    await advance(500);
    expect(listCalls()[0]!.query).toMatchObject({ category: ["Equity"], page: 2 });
    expect(pushes).toEqual(["?category=Equity&page=2"]);
    await settle(answer, pageOf(["Page Two Fund"], 2));
    expect(desktopRows()).toEqual(["Page Two Fund"]);
    expect(within(pager).getByText("2")).toHaveAttribute("aria-current", "page");
  });

  it("aborts the request in flight when a newer one starts, and ignores its answer silently", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    renderAt("");
    const first = deferred<ScreenerPage>();
    const second = deferred<ScreenerPage>();
    callEndpoint.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Equity (20)" }));
    await advance(500);
    const [firstCall] = listCalls();
    expect(firstCall!.signal.aborted).toBe(false);
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Debt (10)" }));
    expect(firstCall!.signal.aborted).toBe(true);
    await act(async () => {
      first.reject(abortError());
      await first.promise.catch(() => {});
    });
    expect(screen.queryByText("Sorry we couldn't fetch the data")).toBeNull();
    expect(screen.getByText("Loading mutual funds…")).toBeInTheDocument();
    await advance(500);
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1]!.query).toMatchObject({ category: ["Equity", "Debt"] });
    await settle(second, pageOf(["Newest Answer"], 1, 1));
    expect(desktopRows()).toEqual(["Newest Answer"]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("ignores an answer that arrives after its request was replaced", async () => {
    renderAt("");
    const first = deferred<ScreenerPage>();
    const second = deferred<ScreenerPage>();
    callEndpoint.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Equity (20)" }));
    await advance(500);
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Debt (10)" }));
    await advance(500);
    await settle(second, pageOf(["Newest Answer"], 1, 1));
    await settle(first, pageOf(["Stale Answer"], 1, 1));
    expect(desktopRows()).toEqual(["Newest Answer"]);
  });

  it("empties the list and the pagination when the list call fails, and says so", async () => {
    renderAt("");
    callEndpoint.mockRejectedValue(new ApiClientError("The server answered 500. Please try again.", 500));
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Equity (20)" }));
    await advance(500);
    expect(screen.getByText("Sorry we couldn't fetch the data")).toBeInTheDocument();
    expect(heading()).toHaveTextContent("Search Results: 0 Mutual Funds");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Search results pages" })).toBeNull();
    expect(screen.queryByText("Loading mutual funds…")).toBeNull();
  });

  it("says when no fund matches, which is not a failure", async () => {
    renderAt("");
    callEndpoint.mockResolvedValue({ plans: [], page: 1, page_size: 10, total_pages: 0, total: 0 });
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Equity (20)" }));
    await advance(500);
    expect(screen.getByText(/No mutual fund matches these filters/)).toBeInTheDocument();
    expect(screen.queryByText("Sorry we couldn't fetch the data")).toBeNull();
  });
});

describe("ScreenerClient without server data", () => {
  it("loads the filters first and the list only after them", async () => {
    const filters = deferred<ScreenerFilters>();
    const list = deferred<ScreenerPage>();
    callEndpoint.mockImplementation((endpoint) =>
      endpoint === screenerFiltersEndpoint ? filters.promise : list.promise,
    );
    renderAt("category=Debt", { filters: null, page: null });
    // The call goes once the fetch layer and the endpoint have loaded (a few microtasks).
    await advance(0);
    expect(callEndpoint).toHaveBeenCalledTimes(1);
    expect(callEndpoint.mock.calls[0]![0]).toBe(screenerFiltersEndpoint);
    expect(screen.getByText("Loading mutual funds…")).toBeInTheDocument();
    await advance(2000);
    expect(listCalls()).toHaveLength(0);
    await settle(filters, FILTERS);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]!.query).toMatchObject({ category: ["Debt"], page: 1 });
    expect(within(panel()).getByRole("checkbox", { name: "Debt (10)" })).toBeChecked();
    await settle(list, pageOf(["Debt Fund"], 1, 1));
    expect(desktopRows()).toEqual(["Debt Fund"]);
  });

  it("only logs a failed filter load, then loads the list", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const failure = new ApiClientError("The server answered 503. Please try again.", 503);
    callEndpoint.mockImplementation((endpoint) =>
      endpoint === screenerFiltersEndpoint ? Promise.reject(failure) : Promise.resolve(pageOf(["Listed Anyway"], 1, 1)),
    );
    renderAt("", { filters: null, page: null });
    await act(async () => {});
    await act(async () => {});
    expect(errors).toHaveBeenCalledWith("The screener filters could not be loaded", failure);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(listCalls()).toHaveLength(1);
    expect(desktopRows()).toEqual(["Listed Anyway"]);
    expect(screen.queryByText("Sorry we couldn't fetch the data")).toBeNull();
    expect(within(panel()).queryAllByRole("checkbox")).toEqual([]);
    errors.mockRestore();
  });
});

describe("ScreenerClient and the address", () => {
  it("follows the back button: the screen of the address, fetched, with no new history entry", async () => {
    renderAt("category=Equity");
    callEndpoint.mockReturnValue(new Promise(() => {}));
    await act(async () => {
      originalReplace(null, "", `${PATH}?category=Debt&page=2`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(within(panel()).getByRole("checkbox", { name: "Debt (10)" })).toBeChecked();
    expect(within(panel()).getByRole("checkbox", { name: "Equity (20)" })).not.toBeChecked();
    await advance(500);
    expect(listCalls()[0]!.query).toMatchObject({ category: ["Debt"], page: 2 });
    expect(pushes).toEqual([]);
  });

  it("does not refetch when the address change is its own", async () => {
    renderAt("");
    callEndpoint.mockReturnValue(new Promise(() => {}));
    fireEvent.click(within(panel()).getByRole("checkbox", { name: "Equity (20)" }));
    await advance(500);
    await advance(2000);
    expect(listCalls()).toHaveLength(1);
    expect(window.location.search).toBe("?category=Equity");
  });

  it("clears every filter with 'Clear all' but keeps the sort", async () => {
    renderAt("category=Equity&amc=alpha-mf&order_by=expense_ratio&page=2");
    callEndpoint.mockReturnValue(new Promise(() => {}));
    fireEvent.click(within(panel()).getByRole("button", { name: "Clear all" }));
    expect(screen.queryByRole("list", { name: "Chosen filters" })).toBeNull();
    await advance(500);
    expect(listCalls()[0]!.query).toMatchObject({ amc: [], category: [], order_by: "expense_ratio", page: 1 });
    expect(pushes).toEqual(["?order_by=expense_ratio&order_dir=asc"]);
  });
});

describe("ScreenerClient, mobile filter drawer", () => {
  const drawer = () => screen.getByRole("dialog", { name: "Filter" });
  // The drawer's code is fetched on the first opening.
  async function openDrawer(button: string) {
    fireEvent.click(screen.getByRole("button", { name: button }));
    await screen.findByRole("dialog", { name: "Filter" });
  }

  it("applies its changes only on Apply", async () => {
    renderAt("");
    callEndpoint.mockReturnValue(new Promise(() => {}));
    await openDrawer("Filter");
    fireEvent.click(within(drawer()).getByRole("checkbox", { name: "Debt (10)" }));
    expect(within(panel()).getByRole("checkbox", { name: "Debt (10)" })).not.toBeChecked();
    fireEvent.click(within(drawer()).getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Remove filter Debt" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filter (1)" })).toBeInTheDocument();
    await advance(500);
    expect(listCalls()[0]!.query).toMatchObject({ category: ["Debt"], page: 1 });
  });

  it("discards its changes on Cancel", async () => {
    renderAt("category=Equity");
    await openDrawer("Filter (1)");
    fireEvent.click(within(drawer()).getByRole("checkbox", { name: "Debt (10)" }));
    fireEvent.click(within(drawer()).getByRole("checkbox", { name: "Equity (20)" }));
    fireEvent.click(within(drawer()).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Remove filter Equity" })).toBeInTheDocument();
    await advance(1000);
    expect(callEndpoint).not.toHaveBeenCalled();
    await openDrawer("Filter (1)");
    expect(within(drawer()).getByRole("checkbox", { name: "Equity (20)" })).toBeChecked();
    expect(within(drawer()).getByRole("checkbox", { name: "Debt (10)" })).not.toBeChecked();
  });

  it("clears the drawer's choices with Clear All, applied with Apply", async () => {
    renderAt("category=Equity&risk_level=Very+High");
    callEndpoint.mockReturnValue(new Promise(() => {}));
    await openDrawer("Filter (2)");
    fireEvent.click(within(drawer()).getByRole("button", { name: "Clear All" }));
    expect(
      within(drawer())
        .getAllByRole("checkbox")
        .filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    expect(screen.getByRole("list", { name: "Chosen filters" })).toBeInTheDocument();
    fireEvent.click(within(drawer()).getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("list", { name: "Chosen filters" })).toBeNull();
    await advance(500);
    expect(listCalls()[0]!.query).toMatchObject({ category: [], risk_level: [] });
  });
});

describe("ScreenerClient, the watchlist star slot", () => {
  it("shows nothing to visitors, even when a star is given", () => {
    renderAt("", { star: true });
    expect(screen.queryByRole("button", { name: /^Star/ })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Watchlist" })).toBeNull();
  });

  it("shows the given star on every row and card for members", () => {
    window.localStorage.setItem("token", "member-token");
    renderAt("", { star: true });
    expect(screen.getByRole("columnheader", { name: "Watchlist" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Star 1000" })).toHaveLength(2);
  });

  it("gives members the watchlist feature's own star when none is passed", async () => {
    window.localStorage.setItem("token", "member-token");
    renderAt("");
    expect(screen.getByRole("columnheader", { name: "Watchlist" })).toBeInTheDocument();
    const stars = await screen.findAllByRole("button", { name: /^Add .+ to a watchlist$/ });
    expect(stars.length).toBeGreaterThanOrEqual(2);
  });
});

describe("ScreenerClient, IDCW plans and the Growth choice", () => {
  it("shows an IDCW plan's missing return as -- with the one-line reason under the list", () => {
    const page = pageOf(["Alpha Large Cap - Direct - Growth", "Alpha Large Cap - Direct - IDCW"], 1, 2);
    page.plans[1] = { ...page.plans[1]!, option_type: "IDCW Payout", return_3y: null };
    renderAt("", { page });
    const idcwRow = within(screen.getByRole("table")).getByRole("row", { name: /IDCW/ });
    expect(
      within(idcwRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toContain("--");
    expect(screen.getByText(/^Returns show -- for IDCW plans: their NAV falls at every payout/)).toBeInTheDocument();
  });

  it("says nothing about IDCW plans when the page has none", () => {
    renderAt("");
    expect(screen.queryByText(/for IDCW plans/)).toBeNull();
  });

  it("screens Growth plans only with one visible box, and unchecks it to show every option again", async () => {
    callEndpoint.mockReturnValue(new Promise(() => {}));
    renderAt("category=Equity&page=2");
    const box = screen.getByRole("checkbox", { name: "Growth plans only" });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
    await advance(500);
    expect(listCalls()[0]!.query).toMatchObject({ category: ["Equity"], option_type: ["Growth"], page: 1 });
    expect(pushes).toEqual(["?category=Equity&option_type=Growth"]);
    fireEvent.click(box);
    await advance(500);
    expect(listCalls()[1]!.query).toMatchObject({ category: ["Equity"], option_type: [] });
  });

  it("shows the box checked when the address asks for Growth alone, not for Growth and IDCW", () => {
    renderAt("option_type=Growth");
    expect(screen.getByRole("checkbox", { name: "Growth plans only" })).toBeChecked();
    cleanup();
    renderAt("option_type=Growth&option_type=IDCW+Payout");
    expect(screen.getByRole("checkbox", { name: "Growth plans only" })).not.toBeChecked();
  });
});

describe("ScreenerClient, choices made before the page was live", () => {
  let cleanUp: () => void = () => undefined;
  afterEach(() => cleanUp());

  it("applies every box ticked and the text typed into the server's page before it hydrated, together", async () => {
    callEndpoint.mockReturnValue(new Promise(() => {}));
    originalReplace(null, "", PATH);
    const element = (
      <ScreenerClient
        initialState={EMPTY_SCREENER_STATE}
        initialFilters={FILTERS}
        initialPage={pageOf(["Alpha Large Cap - Direct - Growth"], 1)}
      />
    );
    cleanUp = await hydrateServerHtml(element, () => {
      // What clicks and typing do to the server's fields before React listens: the fields change, no handler runs.
      for (const name of ["Growth plans only", "Equity (20)", "Debt (10)"])
        (screen.getByRole("checkbox", { name }) as HTMLInputElement).checked = true;
      (screen.getByRole("searchbox", { name: "Search funds" }) as HTMLInputElement).value = "alpha";
    });
    await advance(500);
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]!.query).toMatchObject({
      category: ["Equity", "Debt"],
      option_type: ["Growth"],
      q: "alpha",
      page: 1,
    });
    expect(pushes).toEqual(["?category=Equity&category=Debt&option_type=Growth&q=alpha"]);
    for (const name of ["Growth plans only", "Equity (20)", "Debt (10)"])
      expect(screen.getByRole("checkbox", { name })).toBeChecked();
    expect(within(screen.getByRole("list", { name: "Chosen filters" })).getAllByRole("listitem")).toHaveLength(4);
  });
});

describe("ScreenerClient, filter sections", () => {
  it("builds checkbox lists and range sliders with Min and Max from the filters", () => {
    renderAt("expense_ratio_min=0.5");
    const range = within(panel()).getByRole("group", { name: "Expense Ratio" });
    expect(within(range).getByRole("slider", { name: "Minimum Expense Ratio" })).toHaveAttribute("step", "0.01");
    expect(within(range).getByRole("textbox", { name: "Min" })).toHaveValue("0.5");
    expect(within(range).getByRole("textbox", { name: "Max" })).toHaveValue("2.5");
    expect(screen.getByRole("button", { name: "Remove filter Expense Ratio: 0.50% or more" })).toBeInTheDocument();
  });

  it("gives a section with more than 10 items a search box", () => {
    const many: ScreenerFilters = {
      amc: {
        key: "amc",
        title: "AMC",
        type: "checkbox",
        param: "amc",
        items: Array.from({ length: 11 }, (_, i) => ({
          value: `house-${i}`,
          label: `House ${i} Mutual Fund`,
          count: 1,
        })),
      },
      categories: FILTERS.categories!,
    };
    renderAt("", { filters: many });
    const search = within(panel()).getByRole("searchbox", { name: "Search AMC" });
    expect(within(panel()).queryByRole("searchbox", { name: "Search Category" })).toBeNull();
    fireEvent.change(search, { target: { value: "house 1" } });
    expect(
      within(panel())
        .getAllByRole("checkbox", { name: /^House/ })
        .map((box) => box.parentElement?.textContent),
    ).toEqual(["House 1 Mutual Fund (1)", "House 10 Mutual Fund (1)"]);
  });

  it("starts from an empty screen when there is nothing in the address", () => {
    renderAt("", { state: EMPTY_SCREENER_STATE });
    expect(screen.queryByRole("list", { name: "Chosen filters" })).toBeNull();
  });
});
