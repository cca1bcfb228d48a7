import Link from "next/link";
import { getDatabase } from "@/lib/db/client";
import { listAmcs } from "@/lib/funds/amc-list";
import { formatCroreAmount } from "@/lib/format";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import styles from "./amc-list.module.css";

const route = routeFor("/mutual-funds/asset-management-companies");
export const metadata = metadataFor(route);

export default async function AmcListPage() {
  const amcs = await listAmcs(getDatabase().sql);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.summary}>{route.summary}</p>
      {amcs.length === 0 ? (
        <p role="status">No fund data is loaded yet. Run npm run data:demo or npm run data:import to load it.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{amcs.length} fund houses, by assets under management</caption>
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
            {amcs.map((amc) => (
              <tr key={amc.slug}>
                <th scope="row">
                  <Link href={`/mutual-funds/asset-management-companies/${amc.slug}`}>{amc.name}</Link>
                </th>
                <td className={styles.number}>{amc.activeFunds}</td>
                <td className={styles.number}>{formatCroreAmount(amc.aumCr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
