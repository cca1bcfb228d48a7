import type { Endpoint } from "@/lib/api/endpoint";
import { amcEndpoint } from "@/lib/api/schemas/amc";
import { compareEndpoint } from "@/lib/api/schemas/compare";
import { FUND_ANALYSIS_ENDPOINTS } from "@/lib/api/schemas/fund-analysis";
import { FUND_ENDPOINTS } from "@/lib/api/schemas/funds";
import { FUND_PORTFOLIO_ENDPOINTS } from "@/lib/api/schemas/fund-portfolio";
import { screenerFiltersEndpoint, screenerGraphEndpoint, screenerListEndpoint } from "@/lib/api/schemas/screener";

/** Every public product-API endpoint: the OpenAPI document and the unknown-path/method answers come from this list. */
export const PUBLIC_ENDPOINTS: readonly Endpoint[] = [
  ...FUND_ENDPOINTS,
  ...FUND_ANALYSIS_ENDPOINTS,
  ...FUND_PORTFOLIO_ENDPOINTS,
  amcEndpoint,
  compareEndpoint,
  screenerFiltersEndpoint,
  screenerListEndpoint,
  screenerGraphEndpoint,
];
