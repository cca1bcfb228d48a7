import Link from "next/link";
import type { AmcListItem } from "@/lib/funds/amc-list";
import { aumCoverageText, aumSourcesText, mergeAumCoverage } from "@/lib/funds/aum-coverage-text";
import { formatCroreAmount } from "@/lib/format";
import styles from "./amc-list.module.css";

/**
 * The fund houses ranked by the AUM in our data. That AUM covers only the schemes a loaded source gives a
 * figure for, so the ranking says which part it ranks by, and each house's total says how many schemes it has.
 */
export function AmcListTable({ amcs }: { amcs: readonly AmcListItem[] }) {
  const all = mergeAumCoverage(amcs.map((amc) => amc.aumCoverage));
  const part = aumCoverageText(all);
  const sources = aumSourcesText(all);
  return (
    <>
      {part ? (
        <p className={styles.note}>
          Ranked by the AUM in our data, which covers {part}. A house whose other schemes have no AUM here ranks below
          its full size.{sources ? ` Source: ${sources}.` : ""}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">
          {amcs.length} fund houses, by assets under management{part ? ` (${part})` : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">Fund house</th>
            <th scope="col" className={styles.number}>
              Active funds
            </th>
            <th scope="col" className={styles.number}>
              AUM
            </th>
          </tr>
        </thead>
        <tbody>
          {amcs.map((amc) => {
            const covers = amc.aumCr === null ? null : aumCoverageText(amc.aumCoverage);
            return (
              <tr key={amc.slug}>
                <th scope="row">
                  <Link href={`/mutual-funds/asset-management-companies/${amc.slug}`}>{amc.name}</Link>
                </th>
                <td className={styles.number}>{amc.activeFunds}</td>
                <td className={styles.number}>
                  {formatCroreAmount(amc.aumCr)}
                  {covers ? <span className={styles.covers}>{covers}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
