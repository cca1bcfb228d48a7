import { formatDate } from "@/lib/format";
import { getSiteAsOf } from "./site-as-of";
import styles from "./data-freshness.module.css";

/** The data's as-of line in a page header: the date most plans' latest NAVs are of, from AMFI. */
export async function DataAsOf() {
  const asOf = await getSiteAsOf();
  return (
    <p className={styles.asOf}>
      {asOf ? (
        <>
          Data as of <time dateTime={asOf}>{formatDate(asOf)}</time> (latest NAVs published by AMFI)
        </>
      ) : (
        "Data as of: unknown (no NAVs are loaded)"
      )}
    </p>
  );
}
