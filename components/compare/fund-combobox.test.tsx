import { screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { hydrateServerHtml } from "@/components/ui/testing/hydrate-server-html";
import { FundCombobox } from "./fund-combobox";

const fetchMock = jest.fn();

// Loaded once up front: transforming the search module (and SWR) the first time takes longer than a waitFor.
beforeAll(() => import("./fund-search"));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ status: "success", payload: { plans: [], page: 1, page_size: 8, total_pages: 0, total: 0 } }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("FundCombobox", () => {
  it("searches text typed into the server-rendered box before the box was live", async () => {
    const cleanUp = await hydrateServerHtml(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <FundCombobox label="Choose a fund" chosen={[]} onPick={() => true} />
      </SWRConfig>,
      () => {
        (screen.getByRole("combobox", { name: "Choose a fund" }) as HTMLInputElement).value = "large cap";
      },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 10_000 });
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost").searchParams.get("q")).toBe("large cap");
    expect(screen.getByRole("combobox", { name: "Choose a fund" })).toHaveValue("large cap");
    await waitFor(() => expect(screen.getByText("No fund matches “large cap”.")).toBeInTheDocument());
    cleanUp();
  });
});
