// DELETE /api/v1/watchlists/{id}/items/{item_id} - remove a fund from a watchlist
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { removeItemEndpoint } from "@/lib/api/schemas/watchlists";
import { removeItem } from "@/lib/watchlists/watchlist-queries";

export const DELETE = handleMember(removeItemEndpoint, ({ tx, userId, params }) =>
  removeItem(tx, userId, params.id, params.item_id),
);
