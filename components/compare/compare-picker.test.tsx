import { cleanup, act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { ComparePicker, type ChosenFund } from "./compare-picker";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const fetchMock = jest.fn();

function plan(scheme_code: number, plan_display_name: string): ScreenerPlan {
  return {
    scheme_code,
    isin: null,
    plan_display_name,
    amc_name: "Deccan Plateau Mutual Fund",
    amc_slug: "deccan-plateau-mutual-fund",
    category_slug: "equity-large-cap-fund",
    sebi_category_name: "Equity",
    sebi_subcategory_name: "Large Cap Fund",
    plan_type: "Direct",
    option_type: "Growth",
    risk_level: "Very High",
    return_1y: 12,
    return_3y: 14,
    return_5y: null,
    expense_ratio: 0.6,
    aum: 2500,
    nav: 50,
    nav_date: "2026-11-20",
    desktop_logo_url: "/amc-logos/x.svg",
    fact_sources: { expense_ratio: null, aum: null, risk_level: null },
  };
}

const RESULTS = [
  plan(101, "Deccan Large Cap Fund - Direct Plan - Growth"),
  plan(102, "Deccan Large Cap Fund - Regular Plan - Growth"),
  plan(103, "Kaveri Large Cap Fund - Direct Plan - Growth"),
];

function answer(plans: ScreenerPlan[]) {
  return {
    ok: true,
    status: 200,
    json: async () => ({
      status: "success",
      payload: { plans, page: 1, page_size: 8, total_pages: 1, total: plans.length },
    }),
  };
}

function renderPicker(funds: ChosenFund[]) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ComparePicker funds={funds} />
    </SWRConfig>,
  );
}

const searchedTerms = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost").searchParams.get("q"));

// The combobox loads its search lazily; transforming that module (and SWR) for Jest the first time takes
// longer than a waitFor, so it is loaded once up front.
beforeAll(() => import("./fund-search"));

beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer(RESULTS));
  global.fetch = fetchMock as unknown as typeof fetch;
});

// No pause between keystrokes (delay null: no timer between them), so a search delay can never pass inside a
// word however loaded the machine is: what the tests type is one burst, as a quick typist's would be.
const typist = () => userEvent.setup({ delay: null });

async function typeAndWait(text: string) {
  const user = typist();
  const box = screen.getByRole("combobox", { name: "Add a fund" });
  await user.type(box, text);
  // The search module is imported on first use: on a loaded CI machine that alone can take over a second.
  await waitFor(() => expect(box).toHaveAttribute("aria-expanded", "true"));
  return { user, box };
}

describe("ComparePicker", () => {
  it("searches once the typing pauses, with the words typed, and lists the matches", async () => {
    renderPicker([]);
    const { box } = await typeAndWait("large cap");
    expect(searchedTerms()).toEqual(["large cap"]);
    const list = screen.getByRole("listbox");
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Deccan Large Cap Fund - Direct Plan - GrowthDeccan Plateau Mutual Fund · Large Cap Fund",
      "Deccan Large Cap Fund - Regular Plan - GrowthDeccan Plateau Mutual Fund · Large Cap Fund",
      "Kaveri Large Cap Fund - Direct Plan - GrowthDeccan Plateau Mutual Fund · Large Cap Fund",
    ]);
    expect(
      screen.getByText("3 funds found; use the up and down arrow keys to choose, Enter to add."),
    ).toBeInTheDocument();
  });

  it("lists a fund's Growth plans before its IDCW plans, whatever order the search found them in (issue 37, 4)", async () => {
    const idcw = (code: number, name: string, option: ScreenerPlan["option_type"]) => ({
      ...plan(code, name),
      option_type: option,
    });
    fetchMock.mockImplementation(async () =>
      answer([
        idcw(118775, "Nippon India Small Cap Fund - Direct Plan - IDCW Option", "IDCW Payout"),
        idcw(118777, "Nippon India Small Cap Fund - Direct Plan - Bonus Option", "Bonus"),
        plan(118778, "Nippon India Small Cap Fund - Direct Plan - Growth Option"),
        idcw(113179, "Nippon India Small Cap Fund - Regular Plan - IDCW Option", "IDCW Reinvestment"),
        plan(113177, "Nippon India Small Cap Fund - Regular Plan - Growth Option"),
      ]),
    );
    renderPicker([]);
    const { user, box } = await typeAndWait("Nippon India Small Cap Fund - Direct");
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent?.replace(/Deccan.*$/, "")),
    ).toEqual([
      "Nippon India Small Cap Fund - Direct Plan - Growth Option",
      "Nippon India Small Cap Fund - Regular Plan - Growth Option",
      "Nippon India Small Cap Fund - Direct Plan - IDCW Option",
      "Nippon India Small Cap Fund - Direct Plan - Bonus Option",
      "Nippon India Small Cap Fund - Regular Plan - IDCW Option",
    ]);
    // Picking the first suggestion picks the Growth plan.
    await user.keyboard("{ArrowDown}{Enter}");
    expect(push).toHaveBeenCalledWith("/mutual-funds/compare-mutual-funds?funds=118778", { scroll: false });
    expect(box).toHaveValue("");
  });

  it("does not search fewer than two letters", async () => {
    renderPicker([]);
    const user = typist();
    await user.type(screen.getByRole("combobox"), "l");
    expect(screen.getByText("Type at least 2 letters to search.")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
  });

  it("says when nothing matches", async () => {
    fetchMock.mockImplementation(async () => answer([]));
    renderPicker([]);
    await typist().type(screen.getByRole("combobox"), "zzz");
    expect(await screen.findByText("No fund matches “zzz”.")).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
  });

  it("moves through the options with the arrow keys, wrapping at both ends, and adds the highlighted one with Enter", async () => {
    renderPicker([{ scheme_code: 7, name: "Kept Fund" }]);
    const { user, box } = await typeAndWait("large cap");
    const options = screen.getAllByRole("option");
    const active = () => box.getAttribute("aria-activedescendant");

    expect(active()).toBeNull();
    await user.keyboard("{ArrowDown}");
    expect(active()).toBe(options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()).toBe(options[2]!.id);
    await user.keyboard("{ArrowDown}");
    expect(active()).toBe(options[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(active()).toBe(options[2]!.id);
    await user.keyboard("{ArrowUp}");
    expect(active()).toBe(options[1]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "false");

    await user.keyboard("{Enter}");
    expect(push).toHaveBeenCalledWith("/mutual-funds/compare-mutual-funds?funds=7,102", { scroll: false });
    expect(box).toHaveValue("");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the list with Escape, clears the text with a second Escape, and reopens the list with an arrow key", async () => {
    renderPicker([]);
    const { user, box } = await typeAndWait("large cap");
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("large cap");
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[2]!.id);
    await user.keyboard("{Escape}{Escape}");
    expect(box).toHaveValue("");
    expect(push).not.toHaveBeenCalled();
  });

  it("adds a fund picked with the mouse", async () => {
    renderPicker([]);
    const { user } = await typeAndWait("large cap");
    await user.click(screen.getByRole("option", { name: /Kaveri Large Cap Fund/ }));
    expect(push).toHaveBeenCalledWith("/mutual-funds/compare-mutual-funds?funds=103", { scroll: false });
  });

  it("refuses a fund already in the comparison, with a message, and keeps the text", async () => {
    renderPicker([{ scheme_code: 101, name: "Deccan Large Cap Fund - Direct Plan - Growth" }]);
    const { user, box } = await typeAndWait("deccan");
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("already added");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Deccan Large Cap Fund - Direct Plan - Growth is already in the comparison.",
    );
    expect(push).not.toHaveBeenCalled();
    expect(box).toHaveValue("deccan");
  });

  it("disables the add box at 5 of 5, saying to remove a fund first", () => {
    const five = [1, 2, 3, 4, 5].map((code) => ({ scheme_code: code, name: `Fund ${code}` }));
    renderPicker(five);
    expect(screen.getByRole("heading", { name: "Your funds (5 of 5)" })).toBeInTheDocument();
    expect(screen.getByText(/5 funds chosen, the most one comparison holds: remove one/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Add a fund" })).toBeDisabled();
    cleanup();
    renderPicker(five.slice(0, 4));
    expect(screen.getByRole("combobox", { name: "Add a fund" })).toBeEnabled();
    expect(push).not.toHaveBeenCalled();
  });

  it("lists the chosen funds in order, each with a link that removes it", () => {
    renderPicker([
      { scheme_code: 11, name: "First Fund" },
      { scheme_code: 22, name: "Second Fund" },
      { scheme_code: 33, name: "Third Fund" },
    ]);
    expect(screen.getByRole("heading", { name: "Your funds (3 of 5)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Remove First Fund" })).toHaveAttribute(
      "href",
      "/mutual-funds/compare-mutual-funds?funds=22,33",
    );
    expect(screen.getByRole("link", { name: "Remove Second Fund" })).toHaveAttribute(
      "href",
      "/mutual-funds/compare-mutual-funds?funds=11,33",
    );
    expect(screen.getByRole("link", { name: "Remove Third Fund" })).toHaveAttribute(
      "href",
      "/mutual-funds/compare-mutual-funds?funds=11,22",
    );
  });
});
