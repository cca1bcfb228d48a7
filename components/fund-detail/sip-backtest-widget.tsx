"use client";

import { useMemo, useState, type FormEvent } from "react";
import { useNavSeries } from "@/components/data/use-fund-data";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { NumberField } from "@/components/ui/number-field";
import { formatDate, formatInr, formatPercent } from "@/lib/format";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { seriesFromPoints } from "@/lib/metrics/nav-series";
import { sipBacktest } from "@/lib/metrics/sip-backtest";
import { sipBacktestInput, type SipInputErrors } from "@/lib/metrics/sip-backtest-input";
import { FigureList } from "./figure-list";
import styles from "./fund-detail.module.css";

export const DEFAULT_SIP_AMOUNT = 5000;
const DEFAULT_YEARS_BACK = 3;

export interface SipBacktestWidgetProps {
  /** The plan's ISIN, which the NAV history is asked for by; null when AMFI lists none. */
  isin: string | null;
  firstNavDate: string;
  latestNavDate: string;
}

const signed = { allowNegative: true };

/** Three years before the latest NAV, or the first NAV when the fund is younger. */
function defaultStart(firstNavDate: string, latestNavDate: string): string {
  const threeYearsBack = dayToIso(addMonths(isoToDay(latestNavDate), -12 * DEFAULT_YEARS_BACK));
  return threeYearsBack < firstNavDate ? firstNavDate : threeYearsBack;
}

/**
 * "What would my SIP have become": a monthly amount from a start date, bought at this fund's real NAVs
 * (lib/metrics/sip-backtest.ts says how). The full NAV history loads when the visitor first calculates.
 */
export function SipBacktestWidget({ isin, firstNavDate, latestNavDate }: SipBacktestWidgetProps) {
  const [amount, setAmount] = useState<number | null>(DEFAULT_SIP_AMOUNT);
  const [startDate, setStartDate] = useState<string | null>(() => defaultStart(firstNavDate, latestNavDate));
  // What the date box holds when it is not a date (DateField then reports null), to say so rather than "blank".
  const [startText, setStartText] = useState("");
  const [checked, setChecked] = useState(false);
  const [request, setRequest] = useState<{ amount: number; startDay: number } | null>(null);
  const navs = useNavSeries(request && isin ? isin : null, "MAX");

  const check = () => sipBacktestInput({ amount, startDate: startDate ?? startText }, { first: firstNavDate, latest: latestNavDate });
  const shownCheck = checked ? check() : null;
  const errors: SipInputErrors = shownCheck && !shownCheck.ok ? shownCheck.errors : {};

  const result = useMemo(
    () => (request && navs.data ? sipBacktest(seriesFromPoints(navs.data.points), request.amount, request.startDay) : null),
    [request, navs.data],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const outcome = check();
    setRequest(outcome.ok ? { amount: outcome.amount, startDay: outcome.startDay } : null);
  }

  if (isin === null) {
    return <p className={styles.note}>AMFI lists no ISIN for this plan, so its full NAV history cannot be loaded here for the SIP calculation.</p>;
  }

  return (
    <div className={styles.sipWidget}>
      <form className={styles.sipForm} onSubmit={handleSubmit} noValidate aria-label="What would my SIP have become">
        <NumberField label="Monthly amount" unit="₹" value={amount} onValueChange={setAmount} error={errors.amount} />
        <DateField
          label="Start date"
          value={startDate}
          onValueChange={setStartDate}
          onBlur={(event) => setStartText(event.currentTarget.value)}
          helpText={`Any day from ${formatDate(firstNavDate)} to ${formatDate(latestNavDate)}`}
          error={errors.startDate}
        />
        <Button type="submit" loading={request !== null && navs.isLoading}>
          Calculate
        </Button>
      </form>
      <div aria-live="polite" className={styles.sipResult}>
        {request && navs.error && (
          <p role="alert" className={styles.error}>
            The NAV history could not be loaded. {navs.error.message}
          </p>
        )}
        {request && navs.data && !result && <p>No instalment falls between that date and the latest NAV.</p>}
        {result && (
          <>
            <FigureList
              items={[
                ["Invested", formatInr(result.investedAmount, { fractionDigits: 0 })],
                [`Value on ${formatDate(result.valueDate)}`, formatInr(result.currentValue, { fractionDigits: 0 })],
                ["Gain", `${formatInr(result.gain, { fractionDigits: 0, ...signed })} (${formatPercent(result.gainPct, signed)})`],
                ["XIRR", result.xirrPct === null ? "--" : `${formatPercent(result.xirrPct, signed)} a year`],
              ]}
            />
            <p className={styles.note}>
              {result.instalments} monthly {result.instalments === 1 ? "instalment" : "instalments"} of {formatInr(request!.amount, { fractionDigits: 0 })}, from{" "}
              {formatDate(result.firstInstalmentDate)} to {formatDate(result.lastInstalmentDate)}, each at that day&apos;s NAV (the next NAV date when the fund
              published none that day), valued at the NAV of {formatDate(result.valueDate)}. Before taxes; past returns do not promise future ones.
              {result.xirrPct === null && " XIRR needs time between the first instalment and the valuation."}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
