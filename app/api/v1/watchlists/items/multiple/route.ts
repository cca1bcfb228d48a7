// POST /api/v1/watchlists/items/multiple - add a fund to several watchlists, one result per entry
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { addToManyEndpoint } from "@/lib/api/schemas/watchlists";
import { addToMany } from "@/lib/watchlists/watchlist-queries";

export const POST = handleMember(addToManyEndpoint, ({ tx, sql, userId, body }) => addToMany(tx, sql, userId, body));
