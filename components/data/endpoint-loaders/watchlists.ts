const watchlists = () => import("@/lib/api/schemas/watchlists");
export const loadWatchlists = () => watchlists().then((m) => m.listWatchlistsEndpoint);
export const loadCreateWatchlist = () => watchlists().then((m) => m.createWatchlistEndpoint);
export const loadRenameWatchlist = () => watchlists().then((m) => m.renameWatchlistEndpoint);
export const loadDeleteWatchlist = () => watchlists().then((m) => m.deleteWatchlistEndpoint);
export const loadWatchlistItems = () => watchlists().then((m) => m.listItemsEndpoint);
export const loadRemoveWatchlistItem = () => watchlists().then((m) => m.removeItemEndpoint);
export const loadAddToWatchlists = () => watchlists().then((m) => m.addToManyEndpoint);
export const loadSavedSchemeCodes = () => watchlists().then((m) => m.savedSchemeCodesEndpoint);
