import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { ApiClientError } from "@/lib/api/api-client-error";
import type { Endpoint } from "@/lib/api/endpoint";
import { AddToWatchlistDialog } from "@/components/watchlists/add-to-watchlist-dialog";
import { recordedToasts } from "@/components/ui/testing/recorded-toasts";

const callEndpoint = jest.fn();
jest.mock("@/lib/api/client-fetch", () => ({
  ...jest.requireActual("@/lib/api/client-fetch"),
  callEndpoint: (...args: unknown[]) => callEndpoint(...args),
}));

jest.mock("@/components/ui/toast", () => jest.requireActual("@/components/ui/testing/recorded-toasts"));
const toasts = recordedToasts;

const LISTS = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    user_defined_name: "Core",
    asset_type: "mutual_fund",
    item_count: 3,
    created_at: "2026-11-01T00:00:00.000Z",
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    user_defined_name: "Tax saving",
    asset_type: "mutual_fund",
    item_count: 50,
    created_at: "2026-11-02T00:00:00.000Z",
  },
];

type Answer = (input: { body?: unknown; params?: unknown }) => unknown;
let answers: Record<string, Answer>;

beforeEach(() => {
  toasts.length = 0;
  callEndpoint.mockReset();
  answers = { "GET /api/v1/watchlists/": () => LISTS };
  callEndpoint.mockImplementation(async (endpoint: Endpoint, input: { body?: unknown }) => {
    const answer = answers[`${endpoint.method} ${endpoint.path}`];
    if (!answer) throw new Error(`unexpected call ${endpoint.method} ${endpoint.path}`);
    return answer(input);
  });
});

const calls = (method: string, path: string) =>
  callEndpoint.mock.calls.filter(([e]: [Endpoint]) => e.method === method && e.path === path);

function open(props: Partial<Parameters<typeof AddToWatchlistDialog>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AddToWatchlistDialog
        schemeCode={1001}
        fundName="Alpha Large Cap Fund - Direct Plan - Growth"
        onClose={onClose}
        onSaved={onSaved}
        {...props}
      />
    </SWRConfig>,
  );
  return { onClose, onSaved };
}

describe("Add Fund To Watchlist", () => {
  it("lists the member's watchlists and refuses to save with none chosen, without a call", async () => {
    open();
    expect(screen.getByRole("heading", { name: "Add Fund To Watchlist" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Core (3)")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save to Watchlist" }));
    expect(toasts).toEqual([{ kind: "error", text: "Please select at least one watchlist." }]);
    expect(calls("POST", "/api/v1/watchlists/items/multiple")).toHaveLength(0);
  });

  it("saves to the chosen lists, shows a toast per outcome, then clears, closes and reloads", async () => {
    answers["POST /api/v1/watchlists/items/multiple"] = () => [
      { watchlist_id: LISTS[0]!.id, status: "success", message: "Item added to the watchlist." },
      { watchlist_id: LISTS[1]!.id, status: "error", message: "Watchlist is full. Cannot add more items." },
    ];
    const { onClose, onSaved } = open();
    fireEvent.click(await screen.findByLabelText("Core (3)"));
    fireEvent.click(screen.getByLabelText("Tax saving (50)"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save to Watchlist" })));
    expect(calls("POST", "/api/v1/watchlists/items/multiple")[0][1].body).toEqual([
      { watchlist_id: LISTS[0]!.id, scheme_code: 1001 },
      { watchlist_id: LISTS[1]!.id, scheme_code: 1001 },
    ]);
    expect(toasts).toEqual([
      { kind: "success", text: "Successfully added to 1 watchlist(s)." },
      { kind: "error", text: "1 watchlist(s) are full. Cannot add more items." },
    ]);
    expect(onSaved.mock.calls).toEqual([[true]]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("tells the star when the save added the fund nowhere (every list full)", async () => {
    answers["POST /api/v1/watchlists/items/multiple"] = () => [
      { watchlist_id: LISTS[1]!.id, status: "error", message: "Watchlist is full. Cannot add more items." },
    ];
    const { onSaved } = open();
    fireEvent.click(await screen.findByLabelText("Tax saving (50)"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save to Watchlist" })));
    expect(onSaved.mock.calls).toEqual([[false]]);
  });

  it("says so when the save fails, and stays open", async () => {
    answers["POST /api/v1/watchlists/items/multiple"] = () => {
      throw new TypeError("Failed to fetch");
    };
    const { onClose } = open();
    fireEvent.click(await screen.findByLabelText("Core (3)"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save to Watchlist" })));
    expect(toasts).toEqual([{ kind: "error", text: "Failed to add fund to watchlists. Please try again." }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says so when the lists cannot be fetched", async () => {
    answers["GET /api/v1/watchlists/"] = () => {
      throw new ApiClientError("Something went wrong on our side. Please try again in a minute.", 500);
    };
    open();
    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          kind: "error",
          text: "Failed to fetch watchlists or items. Please try again.",
        }),
      { timeout: 15_000 },
    );
  }, 20_000);
});

describe("Create a new watchlist", () => {
  async function toCreateView() {
    open();
    await screen.findByLabelText("Core (3)");
    fireEvent.click(screen.getByRole("button", { name: "Create a Watchlist" }));
    expect(screen.getByRole("heading", { name: "Create a new watchlist" })).toBeInTheDocument();
  }
  const submit = async (name: string) => {
    fireEvent.change(screen.getByLabelText("Watchlist name"), { target: { value: name } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create" })));
  };

  it("refuses a blank name without a call", async () => {
    await toCreateView();
    await submit("   ");
    expect(toasts).toEqual([{ kind: "error", text: "Please enter a watchlist name." }]);
    expect(calls("POST", "/api/v1/watchlists/")).toHaveLength(0);
  });

  it("shows the server's refusal in the catalogue's words", async () => {
    answers["POST /api/v1/watchlists/"] = () => {
      throw new ApiClientError("You already have a watchlist with this name.", 409);
    };
    await toCreateView();
    await submit("Core");
    expect(toasts).toEqual([
      { kind: "error", text: "Failed to create watchlist: You already have a watchlist with this name." },
    ]);
  });

  it("shows the retry message when the call itself fails", async () => {
    answers["POST /api/v1/watchlists/"] = () => {
      throw new TypeError("Failed to fetch");
    };
    await toCreateView();
    await submit("Growth");
    expect(toasts).toEqual([{ kind: "error", text: "Failed to creating watchlist. Please try again." }]);
  });

  it("creates, says so, goes back to the lists and reloads them", async () => {
    const created = {
      id: "33333333-3333-4333-8333-333333333333",
      user_defined_name: "Growth",
      asset_type: "mutual_fund",
      item_count: 0,
      created_at: "2026-11-03T00:00:00.000Z",
    };
    answers["POST /api/v1/watchlists/"] = () => created;
    await toCreateView();
    answers["GET /api/v1/watchlists/"] = () => [...LISTS, created];
    await submit("  Growth ");
    expect(calls("POST", "/api/v1/watchlists/")[0][1].body).toEqual({ name: "Growth", asset_type: "mutual_fund" });
    expect(toasts).toEqual([{ kind: "success", text: "Watchlist created successfully!" }]);
    expect(await screen.findByLabelText("Growth (0)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Add Fund To Watchlist" })).toBeInTheDocument();
  });
});
