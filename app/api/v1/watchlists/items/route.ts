// GET /api/v1/watchlists/items - every scheme code the member has saved in any watchlist
import { handleMember } from "@/lib/api/handle-member-endpoint";
import { savedSchemeCodesEndpoint } from "@/lib/api/schemas/watchlists";
import { savedSchemeCodes } from "@/lib/watchlists/watchlist-queries";

export const GET = handleMember(savedSchemeCodesEndpoint, ({ tx, userId }) => savedSchemeCodes(tx, userId));
