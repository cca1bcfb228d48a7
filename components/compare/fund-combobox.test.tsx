import { act, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
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
    const element = (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <FundCombobox label="Choose a fund" chosen={[]} onPick={() => true} />
      </SWRConfig>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // The visitor types before React hydrates the box: the browser changes the value, React sees nothing.
    const box = screen.getByRole("combobox", { name: "Choose a fund" });
    (box as HTMLInputElement).value = "large cap";

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 10_000 });
    const searched = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost").searchParams.get("q");
    expect(searched).toBe("large cap");
    expect(box).toHaveValue("large cap");
    await waitFor(() => expect(screen.getByText("No fund matches “large cap”.")).toBeInTheDocument());
    act(() => root?.unmount());
    container.remove();
  });
});
