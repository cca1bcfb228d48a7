// PATCH/DELETE /api/v1/watchlists/{id}/ - rename or delete one of the member's watchlists
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { deleteWatchlistEndpoint, renameWatchlistEndpoint } from "@/lib/api/schemas/watchlists";
import { deleteWatchlist, renameWatchlist } from "@/lib/watchlists/watchlist-queries";

export const PATCH = handleMember(renameWatchlistEndpoint, ({ tx, userId, params, body }) =>
  renameWatchlist(tx, userId, params.id, body.name),
);
export const DELETE = handleMember(deleteWatchlistEndpoint, ({ tx, userId, params }) =>
  deleteWatchlist(tx, userId, params.id),
);
