"use client";

import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useConsent } from "@/components/consent/consent-cookie";
import { parseGaId } from "@/lib/env/public-env";

/** Sends a page_view on every client-side route change; the first view is sent by gtag's own config call. */
function PageViews() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    sendGAEvent("event", "page_view", { page_path: pathname, page_location: window.location.href, page_title: document.title });
  }, [pathname]);
  return null;
}

/** Google Analytics, only when NEXT_PUBLIC_GA_ID is valid and only after the visitor accepted cookies (DPDP Act). */
export function Analytics() {
  const consent = useConsent();
  // Next inlines NEXT_PUBLIC_* at build time, so this is a constant in the browser.
  const gaId = parseGaId(process.env.NEXT_PUBLIC_GA_ID);
  const invalidReason = gaId.ok ? null : gaId.reason;
  useEffect(() => {
    if (invalidReason) console.error(`Analytics disabled. ${invalidReason}`);
  }, [invalidReason]);
  if (!gaId.ok || consent !== true) return null;
  return (
    <>
      <GoogleAnalytics gaId={gaId.id} />
      <PageViews />
    </>
  );
}
