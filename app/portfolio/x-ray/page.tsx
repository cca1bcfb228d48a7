import { MemberXrayView } from "@/components/xray/member-xray-view";
import styles from "@/components/xray/xray.module.css";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/portfolio/x-ray");
export const metadata = metadataFor(route);

export default function Page() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p className={styles.note}>{route.summary}</p>
      <MemberXrayView />
    </div>
  );
}
