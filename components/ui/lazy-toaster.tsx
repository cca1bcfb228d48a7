"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * The toast outlet, loaded after hydration: sonner is about 10 kB of gzipped JavaScript that no page needs
 * for its first paint (toasts answer what the visitor does), so it stays out of every route's first load.
 * A plain dynamic import rather than next/dynamic, whose loader would cost half of what this saves.
 */
export function LazyToaster() {
  const [Outlet, setOutlet] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./toaster").then(({ Toaster }) => {
      if (mounted) setOutlet(() => Toaster);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Outlet ? <Outlet /> : null;
}
