import type { Endpoint } from "@/lib/api/endpoint";
import { amcEndpoint } from "@/lib/api/schemas/amc";
import { BASKET_ENDPOINTS } from "@/lib/api/schemas/baskets";
import { CATEGORY_ENDPOINTS } from "@/lib/api/schemas/categories";
import { CATEGORY_CONTENT_ENDPOINTS } from "@/lib/api/schemas/category-content";
import { compareEndpoint } from "@/lib/api/schemas/compare";
import { FUND_ANALYSIS_ENDPOINTS } from "@/lib/api/schemas/fund-analysis";
import { FUND_ENDPOINTS } from "@/lib/api/schemas/funds";
import { FUND_PORTFOLIO_ENDPOINTS } from "@/lib/api/schemas/fund-portfolio";
import { NFO_ENDPOINTS } from "@/lib/api/schemas/nfo";
import { screenerFiltersEndpoint, screenerGraphEndpoint, screenerListEndpoint } from "@/lib/api/schemas/screener";
import { SIP_FUND_ENDPOINTS } from "@/lib/api/schemas/sip-funds";

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
  ...CATEGORY_ENDPOINTS,
  ...CATEGORY_CONTENT_ENDPOINTS,
  ...BASKET_ENDPOINTS,
  ...NFO_ENDPOINTS,
  ...SIP_FUND_ENDPOINTS,
];
