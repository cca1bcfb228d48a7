import { getDatasetKind } from "@/lib/funds/dataset-kind";
import styles from "./demo-data-notice.module.css";

export async function DemoDataNotice() {
  if ((await getDatasetKind()) !== "demo") return null;
  return (
    <p className={styles.notice} role="note">
      <strong>Demo data.</strong> The fund houses, funds and numbers on this site are fictional, generated for
      demonstration. They are replaced by real AMFI data when it is imported.
    </p>
  );
}
