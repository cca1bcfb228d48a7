"use client";

import { lazy, Suspense } from "react";
import { useHydrated } from "./use-hydrated";

// React.lazy rather than next/dynamic, whose loader alone costs about 4.6 kB gzipped on every page.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast outlet, fetched after hydration: sonner is about 10 kB of gzipped JavaScript that no page needs
 * for its first paint (toasts answer what the visitor does), so it stays out of every route's first load.
 */
export function LazyToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
