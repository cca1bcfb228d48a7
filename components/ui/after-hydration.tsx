"use client";

import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Renders `children` (typically a React.lazy component) only after hydration, `fallback` until then and while
 * it loads: what it imports is fetched after the page is up, so it stays out of the first-load JavaScript.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
