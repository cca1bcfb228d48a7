// The route table. Pages, the header, the footer, the sitemap and the
// end-to-end tests all read it, so a route is added in one place.

export type RouteAccess = "public" | "protected" | "public-only" | "member-nav";

export interface AppRoute {
  path: string;
  title: string;
  access: RouteAccess;
  /** One sentence for the page description and, while a screen is being built, its shell. */
  summary: string;
  /** An example path for dynamic routes (used by tests and the sitemap shell). */
  example?: string;
}

export const ROUTES = [
  {
    path: "/",
    title: "Know your risk profile",
    access: "public",
    summary:
      "Find out what kind of investor you are, learn the behavioural biases that cost investors money, and get a fund mix that fits you.",
  },
  {
    path: "/dashboard",
    title: "Dashboard",
    access: "protected",
    summary: "Your home as a member: your risk profile, goals, watchlists and portfolio at a glance.",
  },
  {
    path: "/signup",
    title: "Sign up",
    access: "public-only",
    summary:
      "Create a free account with your email or phone number to save watchlists, your risk profile and your goal plans.",
  },
  {
    path: "/login",
    title: "Log in",
    access: "public-only",
    summary: "Log in with your email or phone number and password.",
  },
  {
    path: "/profile",
    title: "Your profile",
    access: "protected",
    summary: "Your personal details, login methods, two-factor authentication and account settings.",
  },
  {
    path: "/watchlist",
    title: "Watchlists",
    access: "protected",
    summary: "Your named watchlists of mutual funds, with their latest returns, costs and risk.",
  },
  {
    path: "/portfolio",
    title: "Portfolio",
    access: "member-nav",
    summary:
      "Your mutual fund holdings, their current value, gains and XIRR, and how they are spread across categories and fund houses.",
  },
  {
    path: "/portfolio/x-ray",
    title: "Your portfolio X-ray",
    access: "protected",
    summary:
      "What you really own through all your funds: stocks, sectors, asset classes and overlap from their latest disclosed portfolios, and what your funds cost.",
  },
  {
    path: "/risk-profiling",
    title: "Risk profiling",
    access: "protected",
    summary:
      "A short questionnaire that scores your capacity and willingness to take risk, with a suggested asset allocation and a history of your results.",
  },
  {
    path: "/goal-planning",
    title: "Financial plan",
    access: "public",
    summary:
      "Spending habits, your finances, an emergency fund and goal planning: how much to invest each month to reach each goal on time.",
  },
  {
    path: "/features",
    title: "Features",
    access: "public",
    summary:
      "Everything the product does: fund research, screening, comparison, calculators, risk profiling, goal planning and watchlists.",
  },
  {
    path: "/about",
    title: "About us",
    access: "public",
    summary: "Who we are, why we built an unbiased mutual fund research product, and how we are paid.",
  },
  {
    path: "/methodology",
    title: "How we calculate",
    access: "public",
    summary:
      "Every convention behind the returns, risk ratios, category averages and ranks on this site: periods, start NAVs, CAGR, risk-free rate and who is ranked.",
  },
  {
    path: "/blog",
    title: "Blog",
    access: "public",
    summary: "Plain-language articles on mutual funds, taxes and personal finance for Indian investors.",
  },
  {
    path: "/blog/[slug]",
    title: "Blog post",
    access: "public",
    summary: "An article for Indian investors on mutual funds, taxes or personal finance.",
    example: "/blog/sip-vs-lumpsum",
  },
  {
    path: "/popular-portfolios",
    title: "Popular portfolios",
    access: "public",
    summary: "Model portfolios for each risk profile, built from fund categories, each linking to a ready-made screen.",
  },
  {
    path: "/contact-us",
    title: "Contact us",
    access: "public",
    summary: "Call, email or write to us; we answer every message within two business days.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy policy",
    access: "public",
    summary:
      "What personal data we collect, why, how long we keep it, and your rights under the Digital Personal Data Protection Act, 2023.",
  },
  {
    path: "/terms-of-use",
    title: "Terms of use",
    access: "public",
    summary: "The terms on which you may use this website and its tools.",
  },
  {
    path: "/cookie-policy",
    title: "Cookie policy",
    access: "public",
    summary: "Which cookies this site sets, what each one does, and how to withdraw your consent.",
  },
  {
    path: "/mutual-funds",
    title: "Mutual funds",
    access: "public",
    summary: "What mutual funds are, how to choose one, and answers to the questions investors ask most.",
  },
  {
    path: "/mutual-funds/mutual-fund-screener",
    title: "All Mutual Funds",
    access: "public",
    summary: "Screen every mutual fund in India by fund house, category, risk, returns and expense ratio.",
  },
  // The example is the demo dataset's first plan (DEMO_SCHEME_CODE_START), which the end-to-end tests load.
  {
    path: "/mutual-funds/mutual-fund-screener/[schemeCode]",
    title: "Fund details",
    access: "public",
    summary: "NAV history, returns against the category, risk ratios, portfolio, costs and fund managers of one fund.",
    example: "/mutual-funds/mutual-fund-screener/900001",
  },
  {
    path: "/mutual-funds/categories",
    title: "Fund categories",
    access: "public",
    summary: "Every SEBI mutual fund category with its definition, returns and best-performing funds.",
  },
  {
    path: "/mutual-funds/categories/[slug]",
    title: "Fund category",
    access: "public",
    summary: "One SEBI category: its definition, category returns and metrics, and its top funds.",
    example: "/mutual-funds/categories/equity-large-cap-fund",
  },
  {
    path: "/mutual-funds/compare-mutual-funds",
    title: "Compare mutual funds",
    access: "public",
    summary: "Compare two to five funds side by side: returns, risk, costs, facts and portfolio overlap.",
  },
  {
    path: "/mutual-funds/portfolio-x-ray",
    title: "Portfolio X-ray",
    access: "public",
    summary:
      "Enter up to 20 funds and amounts: what you really own through their latest disclosed portfolios (stocks, sectors, overlap) and what the funds cost a year.",
  },
  {
    path: "/mutual-funds/new-fund-offers",
    title: "New fund offers",
    access: "public",
    summary: "New fund offers open now and coming soon, with their dates, minimum investment and days left.",
  },
  {
    path: "/mutual-funds/new-fund-offers/[id]",
    title: "New fund offer",
    access: "public",
    summary: "One new fund offer: its objective, dates, minimum investment, benchmark, fund managers and exit load.",
    example: "/mutual-funds/new-fund-offers/1",
  },
  {
    path: "/mutual-funds/asset-management-companies",
    title: "Asset management companies",
    access: "public",
    summary: "Every mutual fund house in India with its number of funds and assets under management.",
  },
  {
    path: "/mutual-funds/asset-management-companies/[id]",
    title: "Asset management company",
    access: "public",
    summary: "One fund house: its funds, their returns and what to look for when choosing an asset manager.",
    example: "/mutual-funds/asset-management-companies/1",
  },
  {
    path: "/mutual-funds/baskets",
    title: "Fund baskets",
    access: "public",
    summary:
      "Curated baskets of funds for common needs, such as tax saving, index investing and parking short-term money.",
  },
  {
    path: "/calculators",
    title: "Calculators",
    access: "public",
    summary: "SIP, lumpsum, SWP, STP, mutual fund, fixed deposit and CAGR calculators.",
  },
  {
    path: "/calculators/systematic-investment-plan",
    title: "SIP calculator",
    access: "public",
    summary: "What a monthly SIP grows to, with an optional yearly step-up, and the SIP you need for a target amount.",
  },
  {
    path: "/calculators/lumpsum-calculator",
    title: "Lumpsum calculator",
    access: "public",
    summary: "What a one-time investment grows to at an expected rate of return.",
  },
  {
    path: "/calculators/systematic-withdrawal-plan",
    title: "SWP calculator",
    access: "public",
    summary:
      "How long regular withdrawals last, the month the money runs out if it does, and the largest withdrawal your corpus sustains.",
  },
  {
    path: "/calculators/systematic-transfer-plan",
    title: "STP calculator",
    access: "public",
    summary: "Moving a lumpsum from one fund to another in instalments, with each fund's own rate of return.",
  },
  {
    path: "/calculators/mutual-fund-calculator",
    title: "Mutual fund calculator",
    access: "public",
    summary: "What a SIP or lumpsum in a real fund would be worth today, from its actual NAV history, with the XIRR.",
  },
  {
    path: "/calculators/fixed-deposit-calculator",
    title: "Fixed deposit calculator",
    access: "public",
    summary:
      "Maturity value and interest of a fixed deposit with monthly, quarterly, half-yearly or yearly compounding, or simple interest payouts.",
  },
  {
    path: "/calculators/cagr-calculator",
    title: "CAGR calculator",
    access: "public",
    summary: "The compound annual growth rate between two values, and the future value at a given CAGR.",
  },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof ROUTES)[number]["path"];

/** Alternative spellings used in menus; each permanently redirects to its counterpart. */
export const ROUTE_ALIASES = [
  { source: "/mutual-funds/screener", destination: "/mutual-funds/mutual-fund-screener" },
  { source: "/mutual-funds/nfo", destination: "/mutual-funds/new-fund-offers" },
  { source: "/mutual-funds/compare", destination: "/mutual-funds/compare-mutual-funds" },
  { source: "/mutual-funds/basket", destination: "/mutual-funds/baskets" },
] as const;

export function routeFor(path: AppPath): AppRoute {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

/** A path that opens the route: a dynamic route's example, else its own path. */
export function concretePath(route: AppRoute): string {
  return route.example ?? route.path;
}

/** Paths on which the top navigation is hidden. */
export const PATHS_WITHOUT_NAVIGATION: readonly string[] = ["/", "/login", "/signup"];
