export const loadScreenerFilters = () => import("@/lib/api/schemas/screener").then((m) => m.screenerFiltersEndpoint);
export const loadScreenerList = () => import("@/lib/api/schemas/screener").then((m) => m.screenerListEndpoint);
