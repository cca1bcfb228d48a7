export const loadFundNavs = () => import("@/lib/api/schemas/funds").then((m) => m.fundNavsEndpoint);
