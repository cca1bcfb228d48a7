import { AmcListTable } from "@/components/amc/amc-list-table";
import { NoFundData } from "@/components/data/no-fund-data";
import { getDatabase } from "@/lib/db/client";
import { listAmcs } from "@/lib/funds/amc-list";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import styles from "@/components/amc/amc-list.module.css";

const route = routeFor("/mutual-funds/asset-management-companies");
export const metadata = metadataFor(route);

export default async function AmcListPage() {
  const amcs = await listAmcs(getDatabase().sql);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.summary}>{route.summary}</p>
      {amcs.length === 0 ? <NoFundData what="Fund houses" /> : <AmcListTable amcs={amcs} />}
    </div>
  );
}
