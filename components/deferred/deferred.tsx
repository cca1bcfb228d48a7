"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * One named export of a module as a component whose code is fetched when it first renders (React.lazy), so it
 * stays out of the first-load JavaScript of the pages that import the caller. Render it inside <Deferred>.
 * React.lazy rather than next/dynamic, whose loader alone costs about 4.6 kB gzipped on every page.
 */
export function deferred<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<object> })) as unknown as M[K];
}

interface DeferredProps {
  /** Shown until the code has arrived (and, with afterHydration, in the server HTML). */
  fallback?: ReactNode;
  /**
   * Render the children only once the page has hydrated: for parts that are not in the server HTML (a closed
   * menu, a widget with browser-only state), so their code is fetched after the page is up.
   */
  afterHydration?: boolean;
  children: ReactNode;
}

/**
 * Where deferred parts render. Without afterHydration the server renders them into the HTML and React keeps
 * that on screen until their code arrives, right after hydration, then hydrates it. Nothing here may update
 * after hydration for such a part: an urgent update reaching a boundary whose code has not arrived makes React
 * drop its server HTML and render it anew (with whatever a visitor had ticked or typed there), so only
 * afterHydration's wrapper watches for hydration.
 */
export function Deferred({ fallback = null, afterHydration = false, children }: DeferredProps) {
  const boundary = <Suspense fallback={fallback}>{children}</Suspense>;
  return afterHydration ? <WhenHydrated fallback={fallback}>{boundary}</WhenHydrated> : boundary;
}

function WhenHydrated({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback;
}
