// The endpoints the browser calls, each loaded with its schemas module only when first called (callLazily,
// useEndpoint). One constant per endpoint, so every caller shares a cache key.

export const loadScreenerFilters = () => import("@/lib/api/schemas/screener").then((m) => m.screenerFiltersEndpoint);
export const loadScreenerList = () => import("@/lib/api/schemas/screener").then((m) => m.screenerListEndpoint);
export const loadFund = () => import("@/lib/api/schemas/funds").then((m) => m.fundEndpoint);
export const loadFundNavs = () => import("@/lib/api/schemas/funds").then((m) => m.fundNavsEndpoint);
export const loadRankings = () => import("@/lib/api/schemas/fund-analysis").then((m) => m.rankingsEndpoint);
