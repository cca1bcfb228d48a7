// The public methodology page's wording, in one place. Every number in it comes from the constant the
// code applies (or, for the examples, from the very function that computes the figures), so the page
// cannot say one thing while the metrics do another.
import { LAUNCH_SLACK_DAYS } from "@/lib/funds/compare/since-launch";
import { CATEGORY_BENCHMARKS } from "@/lib/benchmarks/category-benchmarks";
import type { ProseSection } from "@/lib/content/content-fields";
import { CANONICAL_CATEGORIES } from "@/lib/ingest/amfi/category-map";
import type { MethodologySection } from "@/lib/content/methodology-anchors";
import { formatInr, formatPercent } from "@/lib/format";
import { BAND_GAP_DAYS } from "@/lib/ingest/nav-anomalies/detect-nav-events";
import { NAV_MOVE_BANDS, SPLIT_FACTORS } from "@/lib/ingest/nav-anomalies/nav-move-bands";
import {
  DAYS_PER_YEAR,
  DEFAULT_MAX_GAP_DAYS,
  DEFAULT_RISK_WINDOW_YEARS,
  DEFAULT_SIP_INSTALMENT,
  DEFAULT_TRADING_DAYS_PER_YEAR,
  FIXED_PERIOD_KEYS,
  MIN_PEER_PLANS,
  PERIOD_MONTHS,
  START_NAV_TOLERANCE_DAYS,
  STALE_PLAN_DAYS,
  addMonths,
  dayToIso,
  isoToDay,
  quartileOf,
} from "@/lib/metrics";

/** "Large Cap Fund: Nifty 100 TRI", ..., from the one table the metrics use. */
function categoryBenchmarkList(): string[] {
  return CANONICAL_CATEGORIES.flatMap((category) => {
    const benchmark = CATEGORY_BENCHMARKS[category.slug];
    return benchmark ? [`${category.sebiCategory}: ${benchmark}`] : [];
  });
}

export {
  METHODOLOGY_PATH,
  METHODOLOGY_SECTIONS,
  methodologyHref,
  type MethodologySection,
} from "@/lib/content/methodology-anchors";

/** "Overnight and liquid funds: ±1% (largest ordinary move in the year: 0.29%)", from the table the refresh uses. */
function navMoveBandList(): string[] {
  return NAV_MOVE_BANDS.map(
    (band) =>
      `${band.label}: ±${band.bandPct}% (the largest ordinary day-on-day move of a Growth plan in the year: ${band.largestGrowthMovePct}%)`,
  );
}

const splitFactorList = () => {
  const words = SPLIT_FACTORS.map((k) => k.toLocaleString("en-IN"));
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
};

/** What a deployment sets (server environment), as opposed to the constants of the code. */
export interface MethodologySettings {
  /** Annual, as a fraction (RISK_FREE_RATE): 0.065 = 6.5%. */
  riskFreeRate: number;
}

const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;
const years = (count: number) => `${count} year${count === 1 ? "" : "s"}`;

/** "31 Mar 2024 minus 1 month is 29 Feb 2024", computed by the same addMonths the returns use. */
function shiftExample(from: string, months: number): string {
  const to = dayToIso(addMonths(isoToDay(from), -months));
  return `${from} minus ${months === 1 ? "1 month" : `${months} months`} is ${to}`;
}

/** "4 plans: quartiles 1, 2, 3, 4", from quartileOf itself. */
function quartileExample(plans: number): string {
  const quartiles = Array.from({ length: plans }, (_, i) => quartileOf(i + 1, plans));
  return `${plans} plan${plans === 1 ? "" : "s"}: Q${quartiles.join(", Q")}`;
}

const LONG_PERIODS = FIXED_PERIOD_KEYS.filter((key) => PERIOD_MONTHS[key] > 12);
const SHORT_PERIODS = FIXED_PERIOD_KEYS.filter((key) => PERIOD_MONTHS[key] <= 12);
const periodName = (key: (typeof FIXED_PERIOD_KEYS)[number]) => key.toUpperCase();

/** Every convention the metrics apply, as titled sections of the methodology page. */
export function methodologySections({
  riskFreeRate,
}: MethodologySettings): (ProseSection & { id: MethodologySection })[] {
  const riskFree = formatPercent(riskFreeRate * 100);
  const window = years(DEFAULT_RISK_WINDOW_YEARS);
  const threeYearExponent = `12 / ${PERIOD_MONTHS["3y"]} = 1/${PERIOD_MONTHS["3y"] / 12}`;
  return [
    {
      id: "as-of-date",
      heading: "The site's as-of date",
      paragraphs: [
        "AMFI publishes every plan's NAV each business day, but not every plan reports the same day: some stop (matured or merged plans), some publish late, and liquid and overnight funds publish the coming holidays' NAVs in advance. The site's as-of date is the date the largest number of plans report as their latest NAV date (the later date on a tie). A single plan's date, however far ahead or behind, never moves it.",
        "Each plan's figures are computed as of its own latest NAV date, which the fund page shows beside them.",
      ],
    },
    {
      id: "nav-anomalies",
      heading: "Unusual NAV moves, splits and face-value changes",
      paragraphs: [
        `Before any figure is computed, each plan's NAVs are read in date order against a band that fits its category (the list below): a NAV is outside the band when NAV / previous NAV is above 1 + b or below 1 / (1 + b), b being the band, the previous NAV being the last one accepted. Across a gap of more than ${days(BAND_GAP_DAYS)} the band widens by √(gap / ${BAND_GAP_DAYS}). The bands come from the real year of AMFI NAVs (16 Jul 2025 to 22 Aug 2026, about 2.2 million day-on-day moves): each leaves room above the largest move of any Growth plan in its group that was not a split.`,
        "A NAV outside the band is held back from every figure (the plan's returns, risk, rank, beta and alpha, and its category's averages, so its peers' beta and alpha too) and listed in our data checks until a later NAV confirms it. The next NAV confirms the move when it sits nearer the new level than the old, in ratio; when it is nearer the old level, the NAV is read as a one-day misprint and left out for good. Until then the fund page and compare still show it as the latest NAV, as AMFI published it, marked unverified with its move and the band; a member's holdings, gains and the day's change are counted on the last verified NAV, with the held-back one shown beside it.",
        `A confirmed move whose ratio is a split or face-value factor (the NAV divided or multiplied by ${splitFactorList()}, with what is left over a move within half the band) is a split: every NAV before it is multiplied by the factor, as a split-adjusted share price is, so the series runs on without a false loss. UTI Liquid Fund's NAV went from ₹4,543.73 on 19 Jun 2026 to ₹454.53 on 21 Jun 2026 when its face value went from ₹1,000 to ₹100: its earlier NAVs are divided by 10, and its 1-month return is about +0.6%, not −90%. A confirmed move that is no split factor (an IDCW payout, a crash) is kept as the return it is. The fund page's NAV chart shows the adjusted series, with a note under it naming each event, its date and its ratio.`,
      ],
      bullets: navMoveBandList(),
    },
    {
      id: "trailing-returns",
      heading: "Trailing returns (1M to 10Y)",
      paragraphs: [
        `A period's start date is the plan's latest NAV date minus the period in calendar months (${FIXED_PERIOD_KEYS.map((key) => `${periodName(key)} = ${PERIOD_MONTHS[key]}`).join(", ")}). The day of the month is kept and clamped to the length of the target month, with no snapping to month ends: ${shiftExample("2024-03-31", 1)}, ${shiftExample("2024-02-29", 12)}, ${shiftExample("2024-02-28", 1)}.`,
        `Up to and including 1 year (${SHORT_PERIODS.map(periodName).join(", ")}) the return is absolute: end NAV / start NAV − 1.`,
        `Beyond 1 year (${LONG_PERIODS.map(periodName).join(", ")}) it is a compound annual growth rate (CAGR) over the nominal period: (end NAV / start NAV)^(12 / months) − 1, so 3Y uses the exponent ${threeYearExponent} exactly, whatever the leap days and whichever earlier NAV stands in for a start date that fell on a holiday.`,
        "Returns are of the NAV alone, and no tax or exit load is deducted. An IDCW (or bonus) plan's NAV falls at every payout, so its NAV return is not what its investors earned: everywhere its figures appear (key figures, performance, compare, the screener, watchlists) its returns show -- with that reason. Compare its Growth plan instead.",
      ],
    },
    {
      id: "start-nav",
      heading: "The start NAV, and when a period has no return",
      paragraphs: [
        `The start NAV is the last NAV published on or before the start date, and only when it is at most ${days(START_NAV_TOLERANCE_DAYS)} before it (a weekend or a run of market holidays). When the plan has no NAV within those ${days(START_NAV_TOLERANCE_DAYS)}, the period has no return: it shows "--" with the note "not enough NAV history near the start", and it is neither ranked nor counted in the category average. A return is never built on a NAV from weeks or years earlier.`,
        'A plan younger than the period (its first NAV is after the start date) has no return for it either, shown as a plain "--".',
      ],
    },
    {
      id: "since-inception",
      heading: "Return since launch",
      paragraphs: [
        `From the plan's first NAV on record to its latest. When the two are less than ${days(DAYS_PER_YEAR)} apart the return is absolute; otherwise it is a CAGR over the actual days: (latest NAV / first NAV)^(${DAYS_PER_YEAR} / days) − 1, counting ${DAYS_PER_YEAR}-day years (leap days are not special). Plans of different ages are not ranked on it.`,
        `It is called "since launch" only when the first NAV in our data is at most ${LAUNCH_SLACK_DAYS} days after the launch date in AMFI's scheme master. When our NAVs start later (a fund launched in 1993 whose history here begins in 2025), or no launch date is known, it reads "since <date> (first NAV in our data)", and compare does not mark it best.`,
      ],
    },
    {
      id: "calendar-returns",
      heading: "Calendar-year and year-to-date returns",
      paragraphs: [
        `A calendar year's return is the last NAV on or before 31 December of the year against the last NAV on or before 31 December of the year before; the start-NAV rule above applies to both, so each must be at most ${days(START_NAV_TOLERANCE_DAYS)} before its 31 December, or the year has no return. The current year's return (year to date) runs from 31 December of last year to the latest NAV. All are absolute returns.`,
        'For the year a plan started in, the return runs from its first NAV and is marked "from the first NAV"; such part-year figures are shown but never ranked or averaged.',
      ],
    },
    {
      id: "rolling-returns",
      heading: "Rolling returns",
      paragraphs: [
        `The return of every holding period of the given length (1 or 3 years, in calendar months as above) that ended on a NAV date of the plan's history, with its start NAV the last one on or before the start date; a window whose start NAV is more than ${days(START_NAV_TOLERANCE_DAYS)} older than its start date is left out. 1-year windows are absolute returns, 3-year windows CAGR over the nominal period. The page shows their average, lowest and highest, and the share of windows with a gain; rank and quartile are by the average.`,
      ],
    },
    {
      id: "sip-returns",
      heading: "SIP returns (XIRR)",
      paragraphs: [
        `A monthly SIP of ${formatInr(DEFAULT_SIP_INSTALMENT, { fractionDigits: 0 })} over 1, 3 or 5 years: one instalment in each of the period's calendar months, starting with the month of (latest NAV date − the period) and ending with the month before the latest NAV's month, each due on the 1st of its month (in the first month, on the plan's launch if that is later) and made at the first NAV on or after that day. When that NAV is more than ${days(START_NAV_TOLERANCE_DAYS)} after the due day (a gap in the data), the period has no SIP return: an instalment is never skipped or moved, so a 5-year SIP always has 60. Units bought are valued at the latest NAV.`,
        `The return is the XIRR: the yearly rate r at which the instalments (paid) and the value (received) discount to zero, Σ amount × (1 + r)^(−days / ${DAYS_PER_YEAR}) = 0, days counted from the first instalment. The instalment's size does not change it. A plan younger than the period has no SIP return.`,
      ],
    },
    {
      id: "risk-ratios",
      heading: "Volatility, Sharpe and Sortino ratios",
      paragraphs: [
        `Computed over the last ${window} of daily NAVs (the risk window; see the maximum drawdown below for plans younger than that). A daily return is NAV / previous NAV − 1 between consecutive NAV dates.`,
        `Volatility is the sample standard deviation of the daily returns × √${DEFAULT_TRADING_DAYS_PER_YEAR} (${DEFAULT_TRADING_DAYS_PER_YEAR} trading days a year). The annualised return used in the ratios is the mean daily return × ${DEFAULT_TRADING_DAYS_PER_YEAR}.`,
        `Sharpe ratio = (annualised return − risk-free rate) / volatility, with a risk-free rate of ${riskFree} a year.`,
        `Sortino ratio = (annualised return − risk-free rate) / downside deviation, where downside deviation = √(Σ min(0, r − ${riskFree} / ${DEFAULT_TRADING_DAYS_PER_YEAR})² / N) × √${DEFAULT_TRADING_DAYS_PER_YEAR} over all N daily returns r of the window.`,
      ],
    },
    {
      id: "max-drawdown",
      heading: `Maximum drawdown (${window})`,
      paragraphs: [
        `The largest fall from a running high to a later low, NAV / highest NAV so far − 1, over the risk window: the last ${window} to the latest NAV, starting from the last NAV on or before (latest NAV date − ${window}), or, when that NAV is more than ${days(START_NAV_TOLERANCE_DAYS)} older (a gap in the data), from the first NAV after it. It is not computed over the plan's whole history, so a fall from before the window does not count.`,
        `A plan younger than ${window} is measured over all its NAVs once it has at least a year of them; before that it has no risk figures. The fund page names the peak, the low and the day the NAV was back at the peak.`,
      ],
    },
    {
      id: "beta-alpha",
      heading: "Beta and alpha",
      paragraphs: [
        `Against the fund's benchmark index where a series of it is in our data (see "Against the benchmark" below), otherwise against the category average; the fund page says which. Over the same risk window. Returns are paired over the same intervals, against the category exactly as against an index: only days on which both the plan and the benchmark (the index, or the category's chained average below) have a value count, and each pair of returns runs between the same two such days, so a plan that missed a day compares its two-day return with the benchmark's same two days, never with one; a pair is skipped when those days are more than ${days(DEFAULT_MAX_GAP_DAYS)} apart. Against the category, tracking error and information ratio are computed the same way.`,
        `Beta = covariance(plan, benchmark) / variance(benchmark), the benchmark being the index or the category average. Alpha (Jensen's) = (Rp − rf) − beta × (Rb − rf), with Rp and Rb the mean paired daily returns × ${DEFAULT_TRADING_DAYS_PER_YEAR} and rf = ${riskFree}.`,
      ],
    },
    {
      id: "vs-benchmark",
      heading: "Against the benchmark",
      paragraphs: [
        `The benchmark is the scheme's own when a fact source gives it; otherwise, for an index fund or ETF, the index its name says it tracks; otherwise its SEBI category's usual index, shown as "category benchmark" (the list at the end of this section). The other categories (sectoral and thematic funds, fixed term plans, funds of funds, solution-oriented and other schemes) have no one usual index, so no category benchmark. Indexes are total return indexes (TRI: dividends reinvested). Where no series of the index is in our data, the page says so and shows no figure.`,
        `Returns: the fund's 1Y, 3Y and 5Y trailing returns (as above) beside the index's over the same dates. The start date is the fund's latest NAV date minus the period; the index's start value is its last on or before the start date and its end value its last on or before the fund's latest NAV date, each at most ${days(START_NAV_TOLERANCE_DAYS)} earlier, or the period has no comparison. 1Y is an absolute return, 3Y and 5Y a CAGR over the nominal period. Difference = fund − index, in percentage points.`,
        `Beta, alpha, tracking error and information ratio are measured over the fund's risk window (the last ${window}) on daily returns aligned by date: only days on which both the fund and the index have a value count, and each return runs from the previous such day for both, so both cover the same interval; a pair is skipped when those days are more than ${days(DEFAULT_MAX_GAP_DAYS)} apart. Tracking error = sample standard deviation of the (fund − index) daily returns × √${DEFAULT_TRADING_DAYS_PER_YEAR}. Information ratio = mean (fund − index) daily return × ${DEFAULT_TRADING_DAYS_PER_YEAR} / tracking error. Beta and alpha as above, with the index as the benchmark.`,
      ],
      bullets: categoryBenchmarkList(),
    },
    {
      id: "category-average",
      heading: "Category averages",
      paragraphs: [
        "The simple (equal-weighted) mean of the figure over the category's Growth plans of the same plan type (Direct with Direct, Regular with Regular) that are ranked (see below); a plan without the figure is left out, not counted as zero.",
        `An average is computed only from at least ${MIN_PEER_PLANS} plans with the figure, and is always shown with that count; below it the page says "Not enough funds (3 of ${MIN_PEER_PLANS} needed)". One fund's return is not a category's.`,
        "For beta and alpha, the category is a chained index of its ranked Growth plans. Its days are those on which at least half the plans then alive (between their first and latest NAV) report a NAV, so a NAV a few plans date on a Sunday is not a category day. From one such day to the next, its return is the mean of NAV / previous NAV − 1 over the plans with a NAV on both days; a plan that missed a day counts in neither of the two.",
      ],
    },
    {
      id: "ranking",
      heading: "Ranks and quartiles",
      paragraphs: [
        'A plan is ranked among its SEBI category\'s Growth plans of the same plan type. Rank 1 is the highest return; equal values share a rank and the next rank is skipped (competition ranking: 1, 2, 2, 4). "Rank 3 of 12" counts only the plans with a value for that period.',
        `Quartile = floor(4 × (rank − 1) / plans) + 1, so Q1 means fewer than a quarter of the plans are ahead; rank 1 is always Q1 and tied plans share a quartile. With few plans some quartiles stay empty: ${[1, 2, 3, 4, 5].map(quartileExample).join("; ")}.`,
        `A rank, quartile or peer median needs at least ${MIN_PEER_PLANS} plans with a value for the period; with fewer, nobody is ranked for that period and the page says "Not enough funds" with the count.`,
        `Index funds and ETFs are ranked only among the plans of their category and plan type that track the same index (Nifty 50 with Nifty 50, never with a midcap or sectoral index). The index is read from the scheme name ("UTI Nifty 50 Index Fund" tracks the Nifty 50), with a table of the spellings fund houses use; a fund whose name does not say which index it tracks is not ranked, and is reported. Where the index's own series is not loaded, the fund's tracking difference is shown against the median return of the funds that track the same index (its own plan type's Growth plans, the fund included), labelled "difference from the median of N funds tracking <index>", and only where at least ${MIN_PEER_PLANS} of them have the period's return.`,
        `Not ranked or averaged: IDCW plans (a NAV return ignores the payouts, so it understates what the investor received), plans without a SEBI category, and plans whose latest NAV is more than ${days(STALE_PLAN_DAYS)} older than the site's as-of date (their figures cover a different window from their peers'). Their own figures are still shown, with the reason.`,
      ],
    },
  ];
}
