import { formatDate } from "@/lib/format";

/** A history that starts more than this many days after launch does not reach launch (a month of slack for a
 * plan's first NAV after its scheme's launch or a late first publication). */
export const LAUNCH_SLACK_DAYS = 31;

const DAY_MS = 86_400_000;

/**
 * The date the "since launch" return actually starts from when the NAVs in our data begin after the launch (the
 * first NAV), or null when they reach it. An unknown launch date cannot be shown reached: the first NAV then.
 */
export function sinceLaunchFrom(launchDate: string | null, firstNavDate: string): string | null {
  if (launchDate === null) return firstNavDate;
  const gap = (Date.parse(`${firstNavDate}T00:00:00Z`) - Date.parse(`${launchDate}T00:00:00Z`)) / DAY_MS;
  return gap > LAUNCH_SLACK_DAYS ? firstNavDate : null;
}

/** "since Apr 03, 2006 (first NAV in our data)": what a figure that does not reach launch runs from. */
export function sinceFirstNavText(from: string): string {
  return `since ${formatDate(from)} (first NAV in our data)`;
}

/** The row's label: "Since launch", or "Since Apr 03, 2006 (first NAV in our data)" when the data starts later. */
export function sinceLaunchLabel(from: string | null): string {
  return from === null ? "Since launch" : `S${sinceFirstNavText(from).slice(1)}`;
}

/** The part of a compared fund the since-launch row reads. */
type SinceLaunchFigure = { returns: { max: number | null }; since_launch_from: string | null };

/** The figure compare may rank: only one that runs from launch (another answers a different question). */
export function rankableSinceLaunch(fund: SinceLaunchFigure): number | null {
  return fund.since_launch_from === null ? fund.returns.max : null;
}

/** The since-launch cell: the figure, and the date it runs from when that is not the launch. */
export function sinceLaunchCellText(fund: SinceLaunchFigure, format: (value: number | null) => string): string {
  const shown = format(fund.returns.max);
  return fund.returns.max === null || fund.since_launch_from === null
    ? shown
    : `${shown} ${sinceFirstNavText(fund.since_launch_from)}`;
}
