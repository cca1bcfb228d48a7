import { cleanWatchlistName, MAX_WATCHLIST_NAME_LENGTH } from "@/lib/watchlists/watchlist-rules";

describe("cleanWatchlistName", () => {
  it.each([
    ["  Long term  ", "Long term"],
    ["Tax\tsaving\n funds", "Tax saving funds"],
    ["<b>bold</b>", "<b>bold</b>"],
    ["निवेश सूची", "निवेश सूची"],
    ["x".repeat(MAX_WATCHLIST_NAME_LENGTH), "x".repeat(MAX_WATCHLIST_NAME_LENGTH)],
    ["😀".repeat(MAX_WATCHLIST_NAME_LENGTH), "😀".repeat(MAX_WATCHLIST_NAME_LENGTH)],
  ])("keeps %j as %j", (raw, name) => {
    expect(cleanWatchlistName(raw)).toEqual({ ok: true, name });
  });

  it.each([
    ["", "Please enter a watchlist name."],
    ["   \t ", "Please enter a watchlist name."],
    ["x".repeat(MAX_WATCHLIST_NAME_LENGTH + 1), "The watchlist name can be at most 50 characters."],
    ["bell\u0007", "The watchlist name contains characters that are not allowed."],
    ["nul\u0000", "The watchlist name contains characters that are not allowed."],
    ["c1\u0085", "The watchlist name contains characters that are not allowed."],
  ])("refuses %j", (raw, message) => {
    expect(cleanWatchlistName(raw)).toEqual({ ok: false, message });
  });
});
