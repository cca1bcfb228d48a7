import { formatDate, formatInr } from "@/lib/format";
import { tryIsoToDay } from "@/lib/metrics/day-number";

/** The largest monthly amount the widget takes: ₹1 crore. */
export const MAX_SIP_BACKTEST_AMOUNT = 10_000_000;

export const SIP_INPUT_MESSAGES = {
  amountBlank: "Enter the monthly amount.",
  amountNotPositive: "Enter a monthly amount above ₹0.",
  amountTooLarge: `The monthly amount can be at most ${formatInr(MAX_SIP_BACKTEST_AMOUNT, { fractionDigits: 0 })}.`,
  startBlank: "Enter the start date.",
  startMalformed: "Enter the start date as YYYY-MM-DD.",
  startBeforeFirstNav: (firstNavDate: string) => `This fund's NAV history starts on ${formatDate(firstNavDate)}: choose that day or later.`,
  startAfterLatestNav: (latestNavDate: string) => `Choose a day on or before ${formatDate(latestNavDate)}, the latest NAV date.`,
} as const;

export interface SipInputErrors {
  amount?: string;
  startDate?: string;
}

export type SipInputCheck = { ok: true; amount: number; startDay: number } | { ok: false; errors: SipInputErrors };

/**
 * Checks the widget's two fields against the fund's NAV history (first and latest NAV dates, YYYY-MM-DD)
 * and says what is wrong with each, in words a person can act on.
 */
export function sipBacktestInput(
  input: { amount: number | null; startDate: string | null },
  navDates: { first: string; latest: string },
): SipInputCheck {
  const errors: SipInputErrors = {};
  const { amount, startDate } = input;
  if (amount === null || Number.isNaN(amount)) errors.amount = SIP_INPUT_MESSAGES.amountBlank;
  else if (!(amount > 0)) errors.amount = SIP_INPUT_MESSAGES.amountNotPositive;
  else if (amount > MAX_SIP_BACKTEST_AMOUNT) errors.amount = SIP_INPUT_MESSAGES.amountTooLarge;

  const startDay = startDate === null || startDate.trim() === "" ? null : tryIsoToDay(startDate.trim());
  if (startDate === null || startDate.trim() === "") errors.startDate = SIP_INPUT_MESSAGES.startBlank;
  else if (startDay === null) errors.startDate = SIP_INPUT_MESSAGES.startMalformed;
  else if (startDay < tryIsoToDay(navDates.first)!) errors.startDate = SIP_INPUT_MESSAGES.startBeforeFirstNav(navDates.first);
  else if (startDay > tryIsoToDay(navDates.latest)!) errors.startDate = SIP_INPUT_MESSAGES.startAfterLatestNav(navDates.latest);

  if (errors.amount || errors.startDate) return { ok: false, errors };
  return { ok: true, amount: amount!, startDay: startDay! };
}
