import Link from "next/link";
import { FUND_PAGE_SIP_AMOUNT } from "@/lib/calculators/fund-page-sip";
import { mutualFundQueryState } from "@/lib/calculators/mutual-fund-inputs";
import { formatCroreAmount, formatPercent } from "@/lib/format";
import { DEFAULT_NAV_RANGE, type FundPage } from "@/lib/funds/fund-page";
import { FigureList } from "./figure-list";
import { NavChart } from "./nav-chart";
import { NavFigure } from "./nav-figure";
import { NOT_DISCLOSED, rankText, SIGNED } from "./fund-text";
import { SipWidgetLoader } from "./sip-widget-loader";
import styles from "./fund-detail.module.css";

const MUTUAL_FUND_CALCULATOR_PATH = "/calculators/mutual-fund-calculator";

/** The mutual fund calculator with this fund chosen (it loads the NAVs by scheme code, ISIN or not). */
function calculatorHref(schemeCode: number): string {
  return `${MUTUAL_FUND_CALCULATOR_PATH}?${mutualFundQueryState.serialise({ mode: "sip", schemeCode, amount: FUND_PAGE_SIP_AMOUNT, frequency: "monthly" })}`;
}

/** Key figures, the NAV chart and the "what would my SIP have become" calculator. */
export function OverviewPanel({ page }: { page: FundPage }) {
  const { overview, navs, category } = page;
  const { returns, facts } = overview;
  const figures: [string, string][] = [
    ["1Y return", formatPercent(returns["1y"], SIGNED)],
    ["3Y return, a year", formatPercent(returns["3y"], SIGNED)],
    ["5Y return, a year", formatPercent(returns["5y"], SIGNED)],
    ["3Y rank in category", rankText(category?.standings.trailing_3y)],
    ["Expense ratio", facts?.expense_ratio == null ? NOT_DISCLOSED : formatPercent(facts.expense_ratio)],
    ["AUM", facts?.aum == null ? NOT_DISCLOSED : formatCroreAmount(facts.aum)],
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby="overview-figures">
        <h2 id="overview-figures">Key figures</h2>
        <FigureList items={figures} />
      </section>
      <section className={styles.section} aria-labelledby="nav-history">
        <h2 id="nav-history">NAV history</h2>
        {overview.isin === null && <p className={styles.note}>AMFI lists no ISIN for this plan, so only the last year of NAVs is shown here.</p>}
        <NavChart isin={overview.isin} serverFigure={<NavFigure range={DEFAULT_NAV_RANGE} shown={navs} />} />
      </section>
      <section className={styles.section} aria-labelledby="sip-backtest">
        <h2 id="sip-backtest">What would my SIP have become?</h2>
        <p className={styles.note}>Choose a monthly amount and a start date to see what a SIP in this plan would be worth today, at its real NAVs.</p>
        <SipWidgetLoader isin={overview.isin} firstNavDate={overview.inception_date} latestNavDate={overview.nav.date} />
        <p className={styles.note}>
          <Link href={calculatorHref(overview.scheme_code)}>A lumpsum, another frequency or an end date: open this fund in the mutual fund calculator</Link>
        </p>
      </section>
    </>
  );
}
