import Link from "next/link";
import { FUND_PAGE_SIP_AMOUNT } from "@/lib/calculators/fund-page-sip";
import { mutualFundQueryState } from "@/lib/calculators/mutual-fund-run";
import { formatCroreAmount, formatPercent } from "@/lib/format";
import { DEFAULT_NAV_RANGE, type FundPage } from "@/lib/funds/fund-page";
import { FigureList, type Figure } from "./figure-list";
import { ReturnValue } from "./metric-reasons";
import { NavChart } from "./nav-chart";
import { NavFigure } from "./nav-figure";
import { DatedFactValue } from "./dated-fact-value";
import { DirectVsRegularSection } from "./direct-vs-regular-section";
import { rankText } from "./fund-text";
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
  const figures: Figure[] = [
    [
      "1Y return",
      <ReturnValue key="1y" value={returns["1y"]} missing={overview.returns_missing["1y"]} />,
      "trailing-returns",
    ],
    [
      "3Y return, a year",
      <ReturnValue key="3y" value={returns["3y"]} missing={overview.returns_missing["3y"]} />,
      "trailing-returns",
    ],
    [
      "5Y return, a year",
      <ReturnValue key="5y" value={returns["5y"]} missing={overview.returns_missing["5y"]} />,
      "trailing-returns",
    ],
    ["3Y rank in category", rankText(category?.standings.trailing_3y), "ranking"],
    [
      "Expense ratio",
      <DatedFactValue key="ter" kind="expense_ratio" fact={facts.expense_ratio} format={formatPercent} />,
    ],
    ["AUM", <DatedFactValue key="aum" kind="aum" fact={facts.aum} format={formatCroreAmount} />],
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby="overview-figures">
        <h2 id="overview-figures">Key figures</h2>
        <FigureList items={figures} />
      </section>
      <DirectVsRegularSection overview={overview} />
      <section className={styles.section} aria-labelledby="nav-history">
        <h2 id="nav-history">NAV history</h2>
        {overview.isin === null && (
          <p className={styles.note}>AMFI lists no ISIN for this plan, so only the last year of NAVs is shown here.</p>
        )}
        <NavChart isin={overview.isin} serverFigure={<NavFigure range={DEFAULT_NAV_RANGE} shown={navs} />} />
      </section>
      <section className={styles.section} aria-labelledby="sip-backtest">
        <h2 id="sip-backtest">What would my SIP have become?</h2>
        <p className={styles.note}>
          Choose a monthly amount and a start date to see what a SIP in this plan would be worth today, at its real
          NAVs.
        </p>
        <SipWidgetLoader
          isin={overview.isin}
          firstNavDate={overview.inception_date}
          latestNavDate={overview.nav.date}
        />
        <p className={styles.note}>
          <Link href={calculatorHref(overview.scheme_code)}>
            A lumpsum, another frequency or an end date: open this fund in the mutual fund calculator
          </Link>
        </p>
      </section>
    </>
  );
}
