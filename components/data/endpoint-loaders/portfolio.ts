const portfolio = () => import("@/lib/api/schemas/portfolio");
export const loadPortfolioSummary = () => portfolio().then((m) => m.portfolioSummaryEndpoint);
export const loadTransactions = () => portfolio().then((m) => m.listTransactionsEndpoint);
export const loadAddTransaction = () => portfolio().then((m) => m.addTransactionEndpoint);
export const loadDeleteTransaction = () => portfolio().then((m) => m.deleteTransactionEndpoint);

const statements = () => import("@/lib/api/schemas/portfolio-statements");
export const loadPreviewStatement = () => statements().then((m) => m.previewStatementEndpoint);
export const loadImportStatement = () => statements().then((m) => m.importStatementEndpoint);
export const loadCapitalGains = () => import("@/lib/api/schemas/capital-gains").then((m) => m.capitalGainsEndpoint);
