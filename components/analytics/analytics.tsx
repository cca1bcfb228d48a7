"use client";

import { useEffect } from "react";
import { useConsent } from "@/components/consent/consent-cookie";
import type { GaIdResult } from "@/lib/env/public-env";
import { Deferred, deferred } from "@/components/deferred/deferred";

const GoogleAnalyticsTags = deferred(() => import("./google-analytics-tags"), "GoogleAnalyticsTags");

/**
 * Google Analytics, only when NEXT_PUBLIC_GA_ID is valid and only after the visitor accepted cookies (DPDP Act).
 * The id is parsed on the server (the root layout) and handed down, which keeps zod out of every page's
 * bundle, and the tags' code is only fetched once both conditions hold.
 */
export function Analytics({ ga: gaId }: { ga: GaIdResult }) {
  const consent = useConsent();
  const invalidReason = gaId.ok ? null : gaId.reason;
  useEffect(() => {
    if (invalidReason) console.error(`Analytics disabled. ${invalidReason}`);
  }, [invalidReason]);
  // Consent is only known in the browser (false in the server HTML), so the tags never render on the server.
  if (!gaId.ok || !consent) return null;
  return (
    <Deferred>
      <GoogleAnalyticsTags gaId={gaId.id} />
    </Deferred>
  );
}
