"use client";

import { useEffect, useState, type RefObject } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * False until the element first comes within `rootMargin` of the viewport (never in the server HTML or
 * during hydration), then true for good. An element in a hidden tab panel (display: none) never intersects,
 * so what waits on this waits for the tab to be shown. Without IntersectionObserver (old browsers, jsdom) it
 * is true as soon as the page is hydrated.
 */
export function useFirstVisible(ref: RefObject<Element | null>, rootMargin = "200px"): boolean {
  const hydrated = useHydrated();
  const observable = typeof IntersectionObserver !== "undefined";
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !observable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen, observable]);
  return hydrated && (seen || !observable);
}
