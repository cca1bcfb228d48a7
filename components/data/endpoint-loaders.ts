// The endpoints the browser calls, each loaded with its schemas module only when first called (callLazily,
// useEndpoint). One constant per endpoint, so every caller shares a cache key.

export const loadScreenerFilters = () => import("@/lib/api/schemas/screener").then((m) => m.screenerFiltersEndpoint);
export const loadScreenerList = () => import("@/lib/api/schemas/screener").then((m) => m.screenerListEndpoint);
export const loadFundNavs = () => import("@/lib/api/schemas/funds").then((m) => m.fundNavsEndpoint);

const watchlists = () => import("@/lib/api/schemas/watchlists");
export const loadWatchlists = () => watchlists().then((m) => m.listWatchlistsEndpoint);
export const loadCreateWatchlist = () => watchlists().then((m) => m.createWatchlistEndpoint);
export const loadRenameWatchlist = () => watchlists().then((m) => m.renameWatchlistEndpoint);
export const loadDeleteWatchlist = () => watchlists().then((m) => m.deleteWatchlistEndpoint);
export const loadWatchlistItems = () => watchlists().then((m) => m.listItemsEndpoint);
export const loadRemoveWatchlistItem = () => watchlists().then((m) => m.removeItemEndpoint);
export const loadAddToWatchlists = () => watchlists().then((m) => m.addToManyEndpoint);
export const loadSavedSchemeCodes = () => watchlists().then((m) => m.savedSchemeCodesEndpoint);

const memberTools = () => import("@/lib/api/schemas/member-tools");
export const loadRiskResults = () => memberTools().then((m) => m.listRiskResultsEndpoint);
export const loadSaveRiskResult = () => memberTools().then((m) => m.saveRiskResultEndpoint);
export const loadPlanEndpoints = {
  "spending-habits": () => memberTools().then((m) => m.SPENDING_HABITS_ENDPOINTS),
  "my-finance": () => memberTools().then((m) => m.MY_FINANCE_ENDPOINTS),
  "emergency-fund": () => memberTools().then((m) => m.EMERGENCY_FUND_ENDPOINTS),
  goals: () => memberTools().then((m) => m.GOALS_ENDPOINTS),
} as const;
export const loadPlan = {
  "spending-habits": () => loadPlanEndpoints["spending-habits"]().then(([get]) => get),
  "my-finance": () => loadPlanEndpoints["my-finance"]().then(([get]) => get),
  "emergency-fund": () => loadPlanEndpoints["emergency-fund"]().then(([get]) => get),
  goals: () => loadPlanEndpoints.goals().then(([get]) => get),
} as const;
export const loadSavePlan = {
  "spending-habits": () => loadPlanEndpoints["spending-habits"]().then(([, save]) => save),
  "my-finance": () => loadPlanEndpoints["my-finance"]().then(([, save]) => save),
  "emergency-fund": () => loadPlanEndpoints["emergency-fund"]().then(([, save]) => save),
  goals: () => loadPlanEndpoints.goals().then(([, save]) => save),
} as const;

const portfolio = () => import("@/lib/api/schemas/portfolio");
export const loadPortfolioSummary = () => portfolio().then((m) => m.portfolioSummaryEndpoint);
export const loadTransactions = () => portfolio().then((m) => m.listTransactionsEndpoint);
export const loadAddTransaction = () => portfolio().then((m) => m.addTransactionEndpoint);
export const loadDeleteTransaction = () => portfolio().then((m) => m.deleteTransactionEndpoint);

const statements = () => import("@/lib/api/schemas/portfolio-statements");
export const loadPreviewStatement = () => statements().then((m) => m.previewStatementEndpoint);
export const loadImportStatement = () => statements().then((m) => m.importStatementEndpoint);
export const loadCapitalGains = () => import("@/lib/api/schemas/capital-gains").then((m) => m.capitalGainsEndpoint);
