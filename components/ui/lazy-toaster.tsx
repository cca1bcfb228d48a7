"use client";

import { Deferred, deferred } from "@/components/deferred/deferred";

const Toaster = deferred(() => import("./toaster"), "Toaster");

/**
 * The toast outlet, fetched after hydration: sonner is about 10 kB of gzipped JavaScript that no page needs
 * for its first paint (toasts answer what the visitor does), so it stays out of every route's first load.
 */
export function LazyToaster() {
  return (
    <Deferred afterHydration>
      <Toaster />
    </Deferred>
  );
}
