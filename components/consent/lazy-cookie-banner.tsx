"use client";

import { lazy } from "react";
import { AfterHydration } from "@/components/ui/after-hydration";

// Consent is only known in the browser, so the banner is never in the server HTML: its code is fetched
// after hydration rather than with every page.
const CookieBanner = lazy(() => import("./cookie-banner").then((m) => ({ default: m.CookieBanner })));

export function LazyCookieBanner() {
  return (
    <AfterHydration fallback={null}>
      <CookieBanner />
    </AfterHydration>
  );
}
