"use client";

import { Deferred, deferred } from "@/components/deferred/deferred";

const StaleDataNoticeBody = deferred(() => import("./stale-data-notice-body"), "StaleDataNoticeBody");

/**
 * Only once hydrated, by the browser's clock: a page served from the cache was rendered earlier than it is read.
 * The notice's code (the date arithmetic, the words) is fetched then, out of every page's first-load JavaScript.
 */
export function StaleDataNoticeClient({ asOf }: { asOf: string | null }) {
  return (
    <Deferred afterHydration>
      <StaleDataNoticeBody asOf={asOf} />
    </Deferred>
  );
}
