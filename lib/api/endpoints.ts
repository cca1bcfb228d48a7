import type { Endpoint } from "@/lib/api/endpoint";
import { amcEndpoint } from "@/lib/api/schemas/amc";
import { BASKET_ENDPOINTS } from "@/lib/api/schemas/baskets";
import { CATEGORY_ENDPOINTS } from "@/lib/api/schemas/categories";
import { CATEGORY_CONTENT_ENDPOINTS } from "@/lib/api/schemas/category-content";
import { compareEndpoint } from "@/lib/api/schemas/compare";
import { CONTACT_ENDPOINTS } from "@/lib/api/schemas/contact";
import { DATA_STATUS_ENDPOINTS } from "@/lib/api/schemas/data-status";
import { FUND_ANALYSIS_ENDPOINTS } from "@/lib/api/schemas/fund-analysis";
import { FUND_ENDPOINTS } from "@/lib/api/schemas/funds";
import { FUND_PORTFOLIO_ENDPOINTS } from "@/lib/api/schemas/fund-portfolio";
import { NFO_ENDPOINTS } from "@/lib/api/schemas/nfo";
import { screenerFiltersEndpoint, screenerGraphEndpoint, screenerListEndpoint } from "@/lib/api/schemas/screener";
import { SIP_FUND_ENDPOINTS } from "@/lib/api/schemas/sip-funds";
import { MEMBER_TOOL_ENDPOINTS } from "@/lib/api/schemas/member-tools";
import { PORTFOLIO_ENDPOINTS } from "@/lib/api/schemas/portfolio";
import { capitalGainsEndpoint } from "@/lib/api/schemas/capital-gains";
import { memberXrayEndpoint } from "@/lib/api/schemas/portfolio-xray";
import { STATEMENT_ENDPOINTS } from "@/lib/api/schemas/portfolio-statements";
import { WATCHLIST_ENDPOINTS } from "@/lib/api/schemas/watchlists";
import { xrayCostsEndpoint } from "@/lib/api/schemas/xray-costs";
import { xrayEndpoint } from "@/lib/api/schemas/xray";

/** Every public product-API endpoint (no login; cacheable answers). */
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
  ...DATA_STATUS_ENDPOINTS,
  xrayEndpoint,
];

/** Endpoints that answer a member's own data (bearer access token required). */
export const MEMBER_ENDPOINTS: readonly Endpoint[] = [
  ...WATCHLIST_ENDPOINTS,
  ...MEMBER_TOOL_ENDPOINTS,
  ...PORTFOLIO_ENDPOINTS,
  ...STATEMENT_ENDPOINTS,
  capitalGainsEndpoint,
  memberXrayEndpoint,
  xrayCostsEndpoint,
];

/**
 * Endpoints behind a public form (the contact form). Not in PUBLIC_ENDPOINTS, whose contract test replays one
 * sample request per endpoint: a form post needs a token at least 3 seconds old and is limited to 3 per sender
 * in 10 minutes, so app/api/v1/contact/contact.db-test.ts covers these instead.
 */
export const FORM_ENDPOINTS: readonly Endpoint[] = [...CONTACT_ENDPOINTS];

/** Every product-API endpoint: routing answers, the production dispatcher and the OpenAPI document use this list. */
export const API_ENDPOINTS: readonly Endpoint[] = [...PUBLIC_ENDPOINTS, ...MEMBER_ENDPOINTS, ...FORM_ENDPOINTS];
