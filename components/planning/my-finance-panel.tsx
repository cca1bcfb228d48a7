"use client";

import { useCallback, useState } from "react";
import { ChartFigure } from "@/components/charts/chart-figure";
import { formatDate, formatInr } from "@/lib/format";
import {
  ASSET_HEADS,
  LIABILITY_HEADS,
  netWorth,
  netWorthTrend,
  type AssetHead,
  type BalanceSheet,
  type LiabilityHead,
} from "@/lib/planning/net-worth";
import { AmountField, filledAmounts } from "./amount-field";
import { SaveBar } from "./save-bar";
import { useSavedPlan } from "./use-saved-plan";
import styles from "./planning.module.css";

export function MyFinancePanel() {
  const [assets, setAssets] = useState<Partial<Record<AssetHead, number | null>>>({});
  const [liabilities, setLiabilities] = useState<Partial<Record<LiabilityHead, number | null>>>({});
  const onLoaded = useCallback((data: BalanceSheet) => {
    setAssets(data.assets);
    setLiabilities(data.liabilities);
  }, []);
  const plan = useSavedPlan<BalanceSheet>("my-finance", onLoaded);
  const sheet: BalanceSheet = { assets: filledAmounts(assets), liabilities: filledAmounts(liabilities) };
  const totals = netWorth(sheet);
  const saves = plan.latest
    ? [plan.latest, ...plan.history].map((save) => ({ savedAt: save.saved_at, sheet: save.data }))
    : [];
  const trend = saves.length > 1 ? netWorthTrend(saves) : [];

  return (
    <div className={styles.panel}>
      <h3>What you own</h3>
      <div className={styles.fields}>
        {(Object.keys(ASSET_HEADS) as AssetHead[]).map((head) => (
          <AmountField
            key={head}
            label={ASSET_HEADS[head]}
            value={assets[head] ?? null}
            onChange={(v) => setAssets((a) => ({ ...a, [head]: v }))}
          />
        ))}
      </div>
      <h3>What you owe</h3>
      <div className={styles.fields}>
        {(Object.keys(LIABILITY_HEADS) as LiabilityHead[]).map((head) => (
          <AmountField
            key={head}
            label={LIABILITY_HEADS[head]}
            value={liabilities[head] ?? null}
            onChange={(v) => setLiabilities((l) => ({ ...l, [head]: v }))}
          />
        ))}
      </div>
      <dl className={styles.results}>
        <div>
          <dt>Assets</dt>
          <dd>{formatInr(totals.assets, { fractionDigits: 0 })}</dd>
        </div>
        <div>
          <dt>Liabilities</dt>
          <dd>{formatInr(totals.liabilities, { fractionDigits: 0 })}</dd>
        </div>
        <div>
          <dt>Net worth</dt>
          <dd>{formatInr(totals.netWorth, { fractionDigits: 0, allowNegative: true })}</dd>
        </div>
      </dl>
      {trend.length > 1 ? (
        <ChartFigure
          title="Your net worth over time"
          summary={`Net worth at each of your ${trend.length} saves.`}
          data={{
            kind: "line",
            labels: trend.map((t) => formatDate(t.savedAt.slice(0, 10))),
            series: [{ label: "Net worth", values: trend.map((t) => t.netWorth) }],
          }}
          format="inr"
          height={240}
        />
      ) : plan.member ? (
        <p className={styles.muted}>Save again later to see how your net worth changes.</p>
      ) : null}
      <SaveBar plan={plan} values={sheet} />
    </div>
  );
}
