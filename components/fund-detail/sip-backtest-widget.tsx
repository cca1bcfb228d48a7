"use client";

import { useMemo, useState, type FormEvent } from "react";
import { useNavSeries } from "@/components/data/use-nav-series";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { NumberField } from "@/components/ui/number-field";
import {
  calculateFundPageSip,
  checkFundPageSip,
  FUND_PAGE_SIP_AMOUNT,
  type FundPageSip,
} from "@/lib/calculators/fund-page-sip";
import { MUTUAL_FUND_CONVENTION, XIRR_NOT_COMPUTABLE_LABEL } from "@/lib/calculators/mutual-fund";
import { formatDate, formatInr, formatPercent } from "@/lib/format";
import { addMonths, dayToIso, isoToDay } from "@/lib/metrics/day-number";
import { FigureList } from "./figure-list";
import styles from "./fund-detail.module.css";

const DEFAULT_YEARS_BACK = 3;

export interface SipBacktestWidgetProps {
  /** The plan's ISIN, which its NAV history is asked for by; null when AMFI lists none. */
  isin: string | null;
  firstNavDate: string;
  latestNavDate: string;
}

const signed = { allowNegative: true };
const rupees = (value: number) => formatInr(value, { fractionDigits: 0, ...signed });

/** Three years before the latest NAV, or the first NAV when the fund is younger. */
function defaultStart(firstNavDate: string, latestNavDate: string): string {
  const threeYearsBack = dayToIso(addMonths(isoToDay(latestNavDate), -12 * DEFAULT_YEARS_BACK));
  return threeYearsBack < firstNavDate ? firstNavDate : threeYearsBack;
}

/**
 * "What would my SIP have become": a monthly amount from a start date, bought at this fund's real NAVs with
 * the mutual fund calculator's engine (lib/calculators/fund-page-sip.ts). The NAV history loads at the first
 * calculation.
 */
export function SipBacktestWidget({ isin, firstNavDate, latestNavDate }: SipBacktestWidgetProps) {
  const [amount, setAmount] = useState<number | null>(FUND_PAGE_SIP_AMOUNT);
  const [startDate, setStartDate] = useState<string | null>(() => defaultStart(firstNavDate, latestNavDate));
  // What the date box holds when it is not a date (DateField then reports null), to say so rather than "blank".
  const [startText, setStartText] = useState("");
  const [checked, setChecked] = useState(false);
  const [request, setRequest] = useState<FundPageSip | null>(null);
  const navs = useNavSeries(request && isin ? isin : null, "MAX");

  const check = () => checkFundPageSip(amount, startDate ?? startText);
  const shownCheck = checked ? check() : null;
  const outcome = useMemo(
    () => (request && navs.data ? calculateFundPageSip(request, navs.data.points) : null),
    [request, navs.data],
  );
  const errors = {
    ...(shownCheck && !shownCheck.ok ? shownCheck.errors : {}),
    // A start outside the NAV history is known once the NAVs are in.
    ...(outcome && !outcome.ok && outcome.field === "startDate" ? { startDate: outcome.message } : {}),
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const result = check();
    setRequest(result.ok ? result.sip : null);
  }

  if (isin === null) {
    return (
      <p className={styles.note}>
        AMFI lists no ISIN for this plan, so its NAV history cannot be loaded here: the mutual fund calculator below
        can.
      </p>
    );
  }

  const result = outcome?.ok ? outcome.result : null;
  const purchases = result?.purchases ?? [];
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
        {outcome && !outcome.ok && outcome.field !== "startDate" && (
          <p role="alert" className={styles.error}>
            {outcome.message}
          </p>
        )}
        {result && request && (
          <>
            <FigureList
              items={[
                ["Invested", rupees(result.invested)],
                [`Value on ${formatDate(result.valuationDate)}`, rupees(result.totalValue)],
                ["Gain", `${rupees(result.gains)} (${formatPercent(result.absoluteReturnPct, signed)})`],
                [
                  "XIRR",
                  result.xirrPct === null
                    ? XIRR_NOT_COMPUTABLE_LABEL
                    : `${formatPercent(result.xirrPct, signed)} a year`,
                ],
              ]}
            />
            <p className={styles.note}>
              {purchases.length} monthly {purchases.length === 1 ? "instalment" : "instalments"} of{" "}
              {rupees(request.amount)}, from {formatDate(purchases[0]!.navDate)} to{" "}
              {formatDate(purchases.at(-1)!.navDate)}.
            </p>
            <details className={styles.note}>
              <summary>How this is calculated</summary>
              <p>{MUTUAL_FUND_CONVENTION}</p>
            </details>
          </>
        )}
      </div>
    </div>
  );
}
