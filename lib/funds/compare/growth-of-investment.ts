/** One NAV of a plan: its date (YYYY-MM-DD) and value. */
export interface NavPoint {
  date: string;
  nav: number;
}

/** What one amount invested in each fund on the first common day was worth on every later day. */
export interface GrowthComparison {
  /** The first and last day every fund has a NAV for (the common period). */
  start: string;
  end: string;
  /** Every day in the common period on which at least one of the funds has a NAV, ascending. */
  dates: string[];
  /** Per fund (in the order given), its value on each of `dates`: `amount` × NAV on the day ÷ NAV at the start. */
  values: number[][];
}

/** The usable NAVs of a series: positive and finite, ascending by date, one per date (the last given wins). */
function cleanSeries(points: readonly NavPoint[]): NavPoint[] {
  const byDate = new Map<string, number>();
  for (const point of points) if (Number.isFinite(point.nav) && point.nav > 0) byDate.set(point.date, point.nav);
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, nav]) => ({ date, nav }));
}

/**
 * Rebases each fund's NAVs to `amount` on the first day of their common period and aligns them on one
 * calendar: the union of the funds' NAV dates from that day to the last day every fund has a NAV for. A
 * fund without a NAV on some day (a holiday of its own, a late update) keeps its last value. Each fund's
 * base is its NAV on the start day, or the last one before it: the start is the youngest fund's first
 * NAV, and the older funds were already worth something that day. Null when a fund has no usable NAV or
 * the funds' histories do not overlap.
 */
export function growthOfInvestment(series: readonly (readonly NavPoint[])[], amount = 10_000): GrowthComparison | null {
  if (series.length === 0) return null;
  const clean = series.map(cleanSeries);
  if (clean.some((points) => points.length === 0)) return null;
  const start = clean.map((points) => points[0]!.date).reduce((a, b) => (a > b ? a : b));
  const end = clean.map((points) => points.at(-1)!.date).reduce((a, b) => (a < b ? a : b));
  if (start > end) return null;
  const dates = [
    ...new Set(clean.flatMap((points) => points.filter((p) => p.date >= start && p.date <= end).map((p) => p.date))),
  ].sort();
  const values = clean.map((points) => {
    let i = 0;
    // Advance to the last NAV on or before `date`; dates only grow, so one pass does every fund.
    const navOn = (date: string) => {
      while (i + 1 < points.length && points[i + 1]!.date <= date) i += 1;
      return points[i]!.nav;
    };
    const base = navOn(start);
    return dates.map((date) => (amount * navOn(date)) / base);
  });
  return { start, end, dates, values };
}

/**
 * The points a chart draws when there are too many to draw all: at most `max` (2 or more) indexes of
 * `length`, spread evenly, always with the first and the last.
 */
export function evenlySpacedIndexes(length: number, max: number): number[] {
  if (!Number.isInteger(max) || max < 2) throw new RangeError(`max must be an integer of at least 2, not ${max}`);
  if (length <= max) return Array.from({ length: Math.max(0, length) }, (_, i) => i);
  const step = (length - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, k) => Math.round(k * step)))];
}

/**
 * Indexes of the last date of each calendar year (or quarter, for a period of three years or less) and of
 * the first date: the rows of a growth chart's data table, one per period end instead of one per day.
 */
export function periodEndIndexes(dates: readonly string[]): number[] {
  if (dates.length === 0) return [];
  const years = Number(dates.at(-1)!.slice(0, 4)) - Number(dates[0]!.slice(0, 4));
  const periodOf = (date: string) =>
    years > 3 ? date.slice(0, 4) : `${date.slice(0, 4)}-Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;
  const indexes = [0];
  dates.forEach((date, i) => {
    const next = dates[i + 1];
    if (i > 0 && (next === undefined || periodOf(next) !== periodOf(date))) indexes.push(i);
  });
  return indexes;
}

/**
 * Which days a growth chart draws (at most `maxPoints` spread evenly, plus every period end) and which of
 * those its data table lists (the period ends), as positions in the drawn days.
 */
export function growthChartSample(
  dates: readonly string[],
  maxPoints: number,
): { indexes: number[]; tableRows: number[] } {
  const ends = periodEndIndexes(dates);
  const indexes = [...new Set([...evenlySpacedIndexes(dates.length, maxPoints), ...ends])].sort((a, b) => a - b);
  const position = new Map(indexes.map((index, i) => [index, i]));
  return { indexes, tableRows: ends.map((index) => position.get(index)!) };
}
