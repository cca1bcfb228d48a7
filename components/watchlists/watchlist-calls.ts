"use client";

import { callLazily } from "@/components/data/lazy-call";
import { loadCreateWatchlist } from "@/components/data/endpoint-loaders/watchlists";
import { toast } from "@/components/ui/toast";
import { ApiClientError } from "@/lib/api/api-client-error";
import { WATCHLIST_TOASTS } from "@/lib/watchlists/bulk-add-messages";
import { cleanWatchlistName } from "@/lib/watchlists/watchlist-rules";

/**
 * Creates a watchlist with its toasts: a blank name is refused without a call; a refusal shows the
 * server's words; a failure to get an answer shows the catalogue's retry message. True when created.
 */
export async function createWatchlistWithToasts(rawName: string): Promise<boolean> {
  const cleaned = cleanWatchlistName(rawName);
  if (!cleaned.ok) {
    toast.error(
      cleaned.message === WATCHLIST_TOASTS.blankName
        ? WATCHLIST_TOASTS.blankName
        : WATCHLIST_TOASTS.createFailed(cleaned.message),
    );
    return false;
  }
  try {
    await callLazily(loadCreateWatchlist, { body: { name: cleaned.name, asset_type: "mutual_fund" } });
    toast.success(WATCHLIST_TOASTS.created);
    return true;
  } catch (error) {
    toast.error(
      error instanceof ApiClientError && error.status > 0
        ? WATCHLIST_TOASTS.createFailed(error.message)
        : WATCHLIST_TOASTS.createThrew,
    );
    return false;
  }
}
