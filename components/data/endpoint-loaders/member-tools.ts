const memberTools = () => import("@/lib/api/schemas/member-tools");
export const loadRiskResults = () => memberTools().then((m) => m.listRiskResultsEndpoint);
export const loadSaveRiskResult = () => memberTools().then((m) => m.saveRiskResultEndpoint);
const loadPlanEndpoints = {
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
