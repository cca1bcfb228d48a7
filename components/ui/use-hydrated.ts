"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False in the server HTML and during hydration, true afterwards: for what only the browser should render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
