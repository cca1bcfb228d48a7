import type { AmcDetail } from "@/lib/api/schemas/amc";
import { aumCoverageText, aumSourcesText } from "@/lib/funds/aum-coverage-text";
import { formatCroreAmount } from "@/lib/format";
import styles from "./amc-detail.module.css";

/** A house's AUM total, with the part of its schemes the total covers and where the figures come from. */
export function AmcAumFact({ amc }: { amc: Pick<AmcDetail, "total_aum" | "aum_coverage"> }) {
  const covers = amc.total_aum === null ? null : aumCoverageText(amc.aum_coverage);
  const sources = amc.total_aum === null ? null : aumSourcesText(amc.aum_coverage);
  return (
    <li>
      <strong>{formatCroreAmount(amc.total_aum)}</strong> assets under management
      {amc.total_aum === null ? " (not in our data)" : null}
      {covers ? <span className={styles.factNote}>{covers}</span> : null}
      {sources ? <span className={styles.factNote}>Source: {sources}</span> : null}
    </li>
  );
}

/** An asset class's AUM, saying how many of its funds the figure covers when not all. */
export function assetClassAumText(row: AmcDetail["asset_classes"][number]): string {
  const aum = formatCroreAmount(row.aum);
  return row.aum !== null && row.funds_with_aum < row.fund_count
    ? `${aum} (${row.funds_with_aum} of ${row.fund_count} funds)`
    : aum;
}
