import { Spinner } from "@/components/ui/spinner";
import { RANGE_WORDS, type ChartRange } from "./nav-ranges";
import styles from "./fund-client.module.css";

export function RangeLoading({ range }: { range: ChartRange }) {
  return (
    <div className={styles.chartLoading}>
      <Spinner label={`Loading the NAVs, ${RANGE_WORDS[range]}…`} />
    </div>
  );
}
