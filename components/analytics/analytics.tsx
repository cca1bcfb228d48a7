"use client";

import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useConsent } from "@/components/consent/consent-cookie";
import type { GaIdResult } from "@/lib/env/public-env";

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

/**
 * Google Analytics, only when NEXT_PUBLIC_GA_ID is valid and only after the visitor accepted cookies (DPDP Act).
 * The id is parsed on the server (the root layout) and handed down, which keeps zod out of every page's bundle.
 */
export function Analytics({ ga: gaId }: { ga: GaIdResult }) {
  const consent = useConsent();
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
