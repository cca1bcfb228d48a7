import { WATCHLIST_MESSAGES } from "@/lib/watchlists/watchlist-rules";

export interface BulkEntryResult {
  status: "success" | "error";
  message: string;
}

export interface BulkToast {
  kind: "success" | "error";
  text: string;
}

/**
 * The toasts for one "Save to Watchlist": one per kind of outcome, several at once when the
 * outcomes differ. Errors the catalogue does not name (a list deleted in another tab) show their own message.
 */
export function bulkAddToasts(results: readonly BulkEntryResult[]): BulkToast[] {
  const count = (predicate: (r: BulkEntryResult) => boolean) => results.filter(predicate).length;
  const added = count((r) => r.status === "success");
  const full = count((r) => r.status === "error" && r.message === WATCHLIST_MESSAGES.full);
  const duplicate = count((r) => r.status === "error" && r.message === WATCHLIST_MESSAGES.duplicate);
  const toasts: BulkToast[] = [];
  if (added > 0) toasts.push({ kind: "success", text: `Successfully added to ${added} watchlist(s).` });
  if (full > 0) toasts.push({ kind: "error", text: `${full} watchlist(s) are full. Cannot add more items.` });
  if (duplicate > 0) toasts.push({ kind: "error", text: `This fund already exists in ${duplicate} watchlist(s).` });
  const others = results.filter(
    (r) => r.status === "error" && r.message !== WATCHLIST_MESSAGES.full && r.message !== WATCHLIST_MESSAGES.duplicate,
  );
  for (const message of new Set(others.map((r) => r.message))) toasts.push({ kind: "error", text: message });
  return toasts;
}

export const WATCHLIST_TOASTS = {
  blankName: "Please enter a watchlist name.",
  noneChosen: "Please select at least one watchlist.",
  createFailed: (payload: string) => `Failed to create watchlist: ${payload}`,
  createThrew: "Failed to creating watchlist. Please try again.",
  created: "Watchlist created successfully!",
  itemsFailed: "Failed to fetch watchlist items.",
  listsFailed: "Failed to fetch watchlists or items. Please try again.",
  saveFailed: "Failed to add fund to watchlists. Please try again.",
  alreadySaved: "This fund is already saved in the watchlist.",
} as const;
