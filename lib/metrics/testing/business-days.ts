import { isoToDay } from "@/lib/metrics/day-number";
import { seriesFromArrays, type NavSeries } from "@/lib/metrics/nav-series";

/** Monday-Friday NAVs from `from` to `to` (inclusive), nav(day) given; `skip` drops holidays. Day 0 (1970-01-01) was a Thursday. */
export function businessDays(
  from: string,
  to: string,
  nav: (day: number) => number,
  skip: (day: number) => boolean = () => false,
): NavSeries {
  const days: number[] = [];
  const navs: number[] = [];
  for (let day = isoToDay(from); day <= isoToDay(to); day++) {
    const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday
    if (weekday === 0 || weekday === 6 || skip(day)) continue;
    days.push(day);
    navs.push(nav(day));
  }
  return seriesFromArrays(days, navs);
}
