import { bulkAddToasts } from "@/lib/watchlists/bulk-add-messages";

const ok = { status: "success" as const, message: "Item added to the watchlist." };
const full = { status: "error" as const, message: "Watchlist is full. Cannot add more items." };
const duplicate = { status: "error" as const, message: "Item already exists in the watchlist." };
const missing = { status: "error" as const, message: "Watchlist not found." };

describe("bulkAddToasts", () => {
  it("says how many lists took the fund", () => {
    expect(bulkAddToasts([ok, ok])).toEqual([{ kind: "success", text: "Successfully added to 2 watchlist(s)." }]);
  });

  it("shows one toast per kind of outcome, several for one save", () => {
    expect(bulkAddToasts([ok, full, duplicate, full, duplicate, duplicate])).toEqual([
      { kind: "success", text: "Successfully added to 1 watchlist(s)." },
      { kind: "error", text: "2 watchlist(s) are full. Cannot add more items." },
      { kind: "error", text: "This fund already exists in 3 watchlist(s)." },
    ]);
  });

  it("shows other errors in their own words, once each", () => {
    expect(bulkAddToasts([missing, missing, duplicate])).toEqual([
      { kind: "error", text: "This fund already exists in 1 watchlist(s)." },
      { kind: "error", text: "Watchlist not found." },
    ]);
  });

  it("has nothing to say about nothing", () => {
    expect(bulkAddToasts([])).toEqual([]);
  });
});
