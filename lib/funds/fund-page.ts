import type { Sql } from "postgres";
import type { z } from "zod";
import type { categoryMetrics, categoryReturns, PeerAnalysis } from "@/lib/api/schemas/fund-analysis";
import type {
  AssetAllocationPayload,
  ConcentrationPayload,
  CreditQualityPayload,
  FundManagersPayload,
  SectorAllocationPayload,
  TopHoldingsPayload,
} from "@/lib/api/schemas/fund-portfolio";
import type { FundOverview } from "@/lib/api/schemas/funds";
import { CALENDAR_YEARS } from "@/lib/funds/categories/performance-columns";
import { categoryReturnsOf } from "@/lib/funds/category-returns";
import { categoryStandings, type Standing } from "@/lib/funds/category-standings";
import { categoryStats } from "@/lib/funds/category-stats";
import { planOverview } from "@/lib/funds/fund-overview";
import { idcwHistory, type IdcwDeclaration } from "@/lib/funds/idcw-history";
import { rankedMeasures, standingKey } from "@/lib/funds/fund-page-measures";
import { navWindow, type NavWindow } from "@/lib/funds/nav-history";
import { peerAnalysis } from "@/lib/funds/peer-analysis";
import { peerReturns, performanceReturns } from "@/lib/funds/payout-returns";
import { planBySchemeCode, type PlanRef } from "@/lib/funds/plan-lookup";
import { planPerformance, type PlanPerformance } from "@/lib/funds/plan-performance";
import { assetAllocation, creditQuality } from "@/lib/funds/portfolio/allocations";
import { aumHistoryWithSources, type AumHistoryWithSources } from "@/lib/funds/portfolio/aum-history";
import { breakdownSources, type BreakdownSources } from "@/lib/funds/portfolio/breakdown-sources";
import { concentration } from "@/lib/funds/portfolio/concentration";
import { fundManagers } from "@/lib/funds/portfolio/fund-managers";
import { type PortfolioDisclosure, portfolioDisclosure } from "@/lib/funds/portfolio/portfolio-disclosure";
import { sectorAllocation } from "@/lib/funds/portfolio/sector-allocation";
import { topHoldings } from "@/lib/funds/portfolio/top-holdings";

/** The chart range the page renders on the server; the others load in the browser. */
export const DEFAULT_NAV_RANGE = "1Y";
/** Years of the peer comparison: 3, or 1 while no plan of the category has 3 years of NAVs. */
const PEER_YEARS = [3, 1] as const;

export interface FundCategoryData {
  stats: z.output<typeof categoryMetrics>;
  returns: z.output<typeof categoryReturns>;
  peers: PeerAnalysis;
  /** Keyed by standingKey(...). */
  standings: Record<string, Standing>;
}

export interface FundPortfolio {
  managers: FundManagersPayload;
  aum: AumHistoryWithSources;
  holdings: TopHoldingsPayload;
  sectors: SectorAllocationPayload;
  assets: AssetAllocationPayload;
  credit: CreditQualityPayload;
  /** Who gave the sector, asset-class and credit breakdowns (their payloads do not say). */
  sources: BreakdownSources;
  concentration: ConcentrationPayload;
  /** Who disclosed the latest portfolio and when, and what changed since the month before. */
  disclosure: PortfolioDisclosure;
}

export interface FundPage {
  overview: FundOverview;
  navs: NavWindow;
  performance: PlanPerformance | null;
  /** Null when the plan has no SEBI category on record: then it has no peers either. */
  category: FundCategoryData | null;
  portfolio: FundPortfolio;
  /** The plan's IDCW declarations, newest first (an IDCW plan of a fund house whose declarations are loaded). */
  idcw: IdcwDeclaration[];
}

/** A standing without the plan's own rank: for a plan the metrics engine marked as not ranked. */
function unranked(standing: Standing): Standing {
  return { ...standing, rank: null, quartile: null, beaten: null };
}

async function categoryData(
  sql: Sql,
  plan: PlanRef,
  overview: FundOverview,
  category: NonNullable<FundOverview["category"]>,
  performance: PlanPerformance | null,
): Promise<FundCategoryData> {
  const measures = Object.fromEntries(rankedMeasures(performance).map((source) => [standingKey(source), source]));
  const [stats, returns, standings] = await Promise.all([
    categoryStats(sql, category.slug),
    categoryReturnsOf(sql, category.slug, "3y", CALENDAR_YEARS),
    categoryStandings(sql, plan, category.id, measures),
  ]);
  const peerYears =
    PEER_YEARS.find((years) => (standings[standingKey({ kind: "trailing", period: `${years}y` })]?.out_of ?? 0) > 1) ??
    PEER_YEARS[0];
  const peers = peerReturns(await peerAnalysis(sql, plan, peerYears, String(category.id)), plan.option_type);
  // The plan is shown beside its peers with its own figures, but a plan that is not ranked gets no rank.
  if (overview.ranking?.eligible !== false) return { stats, returns, peers, standings };
  return {
    stats,
    returns,
    peers: { ...peers, peers: peers.peers.map((peer) => (peer.is_self ? { ...peer, rank: null } : peer)) },
    standings: Object.fromEntries(Object.entries(standings).map(([key, standing]) => [key, unranked(standing)])),
  };
}

async function portfolioOf(sql: Sql, schemeCode: number): Promise<FundPortfolio> {
  const [managers, aum, holdings, sectors, assets, credit, sources, concentrationPayload, disclosure] =
    await Promise.all([
      fundManagers(sql, schemeCode),
      aumHistoryWithSources(sql, schemeCode),
      topHoldings(sql, schemeCode),
      sectorAllocation(sql, schemeCode),
      assetAllocation(sql, schemeCode),
      creditQuality(sql, schemeCode),
      breakdownSources(sql, schemeCode),
      concentration(sql, schemeCode),
      portfolioDisclosure(sql, schemeCode),
    ]);
  return { managers, aum, holdings, sectors, assets, credit, sources, concentration: concentrationPayload, disclosure };
}

/** Everything the fund page shows about the plan with this scheme code; a 404 ApiError when there is none. */
export async function fundPage(sql: Sql, schemeCode: number): Promise<FundPage> {
  const plan = await planBySchemeCode(sql, schemeCode);
  const [overview, navs, performance, portfolio, idcw] = await Promise.all([
    planOverview(sql, plan),
    navWindow(sql, plan.scheme_code, DEFAULT_NAV_RANGE),
    planPerformance(sql, plan.scheme_code).then((found) => performanceReturns(found, plan.option_type)),
    portfolioOf(sql, plan.scheme_code),
    idcwHistory(sql, plan.scheme_code),
  ]);
  const category = overview.category ? await categoryData(sql, plan, overview, overview.category, performance) : null;
  return { overview, navs, performance, category, portfolio, idcw };
}
