export const loadMemberXray = () => import("@/lib/api/schemas/portfolio-xray").then((m) => m.memberXrayEndpoint);
export const loadMemberXrayCosts = () => import("@/lib/api/schemas/xray-costs").then((m) => m.xrayCostsEndpoint);
