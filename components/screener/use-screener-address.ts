"use client";

import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { sameScreen, screenerHref, screenerSearchParams, type ScreenerState } from "@/lib/screener/screener-url-state";

/**
 * Keeps the screen in the address bar. `write` records a screen (push: a new history entry the back
 * button returns from; replace: the same entry). When the address changes by other means (back, forward,
 * a link to the screener), `adopt` receives the screen it describes, read by the list call's zod schema
 * (loaded then: the server read the first address). On the first render an address with parameters the
 * screen dropped (unknown names, a page past the end) is tidied in place.
 */
export function useScreenerAddress(shown: ScreenerState, adopt: (state: ScreenerState) => void) {
  const search = useSearchParams()?.toString() ?? "";
  const first = useRef(shown);
  const shownRef = useRef(shown);
  const adoptRef = useRef(adopt);
  const ownWrite = useRef<string | null>(null);
  const lastSearch = useRef(search);

  useEffect(() => {
    shownRef.current = shown;
    adoptRef.current = adopt;
  });

  const write = useCallback((state: ScreenerState, mode: "push" | "replace") => {
    const query = screenerSearchParams(state).toString();
    if (query === window.location.search.replace(/^\?/, "")) return;
    ownWrite.current = query;
    const href = screenerHref(state);
    if (mode === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  }, []);

  useEffect(() => {
    // After the parents' effects: Next.js hooks into history.replaceState in its router's own effect.
    const timer = setTimeout(() => {
      if (shownRef.current === first.current) write(first.current, "replace");
    }, 0);
    return () => clearTimeout(timer);
  }, [write]);

  useEffect(() => {
    // Only a change counts: the first address is the one the server read the screen from.
    if (search === lastSearch.current) return;
    lastSearch.current = search;
    if (search === ownWrite.current) {
      ownWrite.current = null;
      return;
    }
    void import("@/lib/screener/parse-screener-params").then(({ parseScreenerParams }) => {
      // A later address change has taken over while the parser loaded.
      if (search !== lastSearch.current) return;
      const fromAddress = parseScreenerParams(new URLSearchParams(search));
      if (!sameScreen(fromAddress, shownRef.current)) adoptRef.current(fromAddress);
    });
  }, [search]);

  return write;
}
