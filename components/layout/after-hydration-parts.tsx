"use client";

import { Analytics } from "@/components/analytics/analytics";
import { StaleHeadSweeper } from "@/components/seo/stale-head-sweeper";
import { Toaster } from "@/components/ui/toaster";
import type { GaIdResult } from "@/lib/env/public-env";

/** The root layout's parts that draw nothing on the server: one chunk, loaded after hydration. */
export function AfterHydrationParts({ ga }: { ga: GaIdResult }) {
  return (
    <>
      <Toaster />
      <StaleHeadSweeper />
      <Analytics ga={ga} />
    </>
  );
}
