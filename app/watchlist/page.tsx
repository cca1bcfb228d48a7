import { WatchlistManager } from "@/components/watchlists/watchlist-manager";
import styles from "@/components/watchlists/watchlists.module.css";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";

const route = routeFor("/watchlist");
export const metadata = metadataFor(route);

export default function Page() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{route.title}</h1>
      <p>{route.summary}</p>
      <WatchlistManager />
    </div>
  );
}
