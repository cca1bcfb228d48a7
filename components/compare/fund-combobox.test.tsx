import { screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { hydrateServerHtml } from "@/components/ui/testing/hydrate-server-html";
import { FundCombobox } from "./fund-combobox";

const fetchMock = jest.fn();
const PLAN = {
  scheme_code: 101,
  plan_display_name: "Deccan Large Cap Fund - Direct Plan - Growth",
  amc_name: "Deccan Plateau Mutual Fund",
  sebi_subcategory_name: "Large Cap Fund",
} as ScreenerPlan;

// Loaded once up front: transforming the search module (and SWR) the first time takes longer than a waitFor.
beforeAll(() => import("./fund-search"));

let cleanUp: (() => void) | undefined;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      status: "success",
      payload: { plans: [PLAN], page: 1, page_size: 8, total_pages: 1, total: 1 },
    }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  cleanUp?.();
  cleanUp = undefined;
});

const box = () => screen.getByRole("combobox", { name: "Choose a fund" });
const searchedTerms = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost").searchParams.get("q"));

/** The server's box, typed into before React made it live; the visitor either stays in it or has left it. */
async function typeBeforeLive(text: string, stayInBox: boolean) {
  cleanUp = await hydrateServerHtml(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <FundCombobox label="Choose a fund" chosen={[]} onPick={() => true} />
    </SWRConfig>,
    () => {
      const input = box() as HTMLInputElement;
      input.value = text;
      if (stayInBox) input.focus();
    },
  );
}

describe("FundCombobox typed into before it was live", () => {
  it("searches the text and lists the results while the visitor is still in the box", async () => {
    await typeBeforeLive("large cap", true);
    await waitFor(() => expect(box()).toHaveAttribute("aria-expanded", "true"));
    expect(searchedTerms()).toEqual(["large cap"]);
    expect(box()).toHaveValue("large cap");
    expect(within(screen.getByRole("listbox")).getByRole("option")).toHaveTextContent(PLAN.plan_display_name);
  });

  it("searches the text but keeps the list closed when the visitor has left the box", async () => {
    await typeBeforeLive("large cap", false);
    await waitFor(() => expect(screen.getByText(/^1 fund found/)).toBeInTheDocument());
    expect(searchedTerms()).toEqual(["large cap"]);
    expect(box()).toHaveAttribute("aria-expanded", "false");
  });
});
