// GET/POST /api/v1/watchlists/{id}/items - a watchlist's funds with live figures; add a fund
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { addItemEndpoint, listItemsEndpoint } from "@/lib/api/schemas/watchlists";
import { addItem, listItems } from "@/lib/watchlists/watchlist-queries";

export const GET = handleMember(listItemsEndpoint, ({ tx, sql, userId, params }) =>
  listItems(tx, sql, userId, params.id),
);
export const POST = handleMember(addItemEndpoint, ({ tx, sql, userId, params, body }) =>
  addItem(tx, sql, userId, params.id, body.scheme_code),
);
