// GET/POST /api/v1/watchlists/ - the member's watchlists; create one
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { createWatchlistEndpoint, listWatchlistsEndpoint } from "@/lib/api/schemas/watchlists";
import { createWatchlist, listWatchlists } from "@/lib/watchlists/watchlist-queries";

export const GET = handleMember(listWatchlistsEndpoint, ({ tx, userId }) => listWatchlists(tx, userId));
export const POST = handleMember(createWatchlistEndpoint, ({ tx, userId, body }) =>
  createWatchlist(tx, userId, body.name),
);
