"use client";

import { Deferred, deferred } from "@/components/deferred/deferred";
import type { GaIdResult } from "@/lib/env/public-env";

const AfterHydrationParts = deferred(() => import("./after-hydration-parts"), "AfterHydrationParts");

/**
 * The toast outlet (sonner is about 10 kB of gzipped JavaScript), the stale-head sweeper and Google Analytics:
 * none draws anything on the server or is needed for a first paint (toasts answer what the visitor does), so
 * one chunk brings the three after hydration, out of every route's first load.
 */
export function LazyAfterHydrationParts({ ga }: { ga: GaIdResult }) {
  return (
    <Deferred afterHydration>
      <AfterHydrationParts ga={ga} />
    </Deferred>
  );
}
