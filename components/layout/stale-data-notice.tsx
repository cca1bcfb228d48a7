import { getSiteAsOf } from "./site-as-of";
import { StaleDataNoticeClient } from "./stale-data-notice-client";

/** The site-wide notice that the NAVs are behind AMFI; the browser decides, by its own clock (a cached page ages). */
export async function StaleDataNotice() {
  return <StaleDataNoticeClient asOf={await getSiteAsOf()} />;
}
