"use client";

import { useEffect } from "react";

/**
 * Rewrites the address's query in place (no navigation) whenever `query` changes, so the address always
 * reproduces what the calculator shows; null leaves it alone (inputs in error).
 */
export function useQuerySync(query: string | null): void {
  useEffect(() => {
    if (query === null) return;
    const url = `${window.location.pathname}${query ? `?${query}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, "", url);
  }, [query]);
}
