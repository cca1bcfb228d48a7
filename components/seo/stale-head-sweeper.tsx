"use client";

import { useEffect } from "react";

/**
 * Works around a Next.js 16 bug (vercel/next.js#97472, open): a page's metadata is rendered in a Suspense
 * boundary that React hydrates at idle priority, its tags hoisted into <head> by the server. When a visitor
 * follows a link before that boundary has hydrated, React discards the boundary without ever having adopted
 * those tags, so the previous page's title, description and canonical link stay in <head> for good, beside
 * the new page's. This drops such orphans once their replacement is in. Its code is fetched after
 * hydration (it sweeps once on arrival, so an earlier navigation is caught too), out of every first load.
 */
export function StaleHeadSweeper() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("./stale-head-sweep").then(({ watchHead }) => {
      if (!unmounted) stop = watchHead();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
