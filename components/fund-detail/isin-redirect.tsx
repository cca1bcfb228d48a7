"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { fundPagePath } from "@/lib/routes/fund-page-path";

interface Plan {
  scheme_code: number;
  isin: string | null;
}

/** Another fund's plan that an ISIN names, through GET /api/v1/funds (whose variants carry scheme codes). */
async function planOfIsin(isin: string, signal: AbortSignal): Promise<Plan | undefined> {
  // Loaded only for an ISIN the page does not know: the API client and its schemas stay out of the first load.
  const [{ callEndpoint }, { fundEndpoint }] = await Promise.all([
    import("@/lib/api/client-fetch"),
    import("@/lib/api/schemas/funds"),
  ]);
  const fund = await callEndpoint(fundEndpoint, { query: { isin }, signal });
  return fund.variants.find((variant) => variant.isin === isin);
}

/**
 * The page also receives ?isin= (its route's optional query). It is cached per scheme code, so the server never reads
 * the query: here, when the ISIN names another plan, the browser moves to that plan's page. A sibling plan is
 * known already; any other ISIN is looked up. An ISIN that names nothing leaves the visitor where they are.
 */
export function IsinRedirect({ plan, siblings }: { plan: Plan; siblings: readonly Plan[] }) {
  const router = useRouter();
  const asked = useSearchParams().get("isin")?.trim().toUpperCase() ?? "";

  useEffect(() => {
    if (!asked || asked === plan.isin) return;
    const go = (target: Plan | undefined) => {
      if (target && target.scheme_code !== plan.scheme_code) router.replace(fundPagePath(target));
    };
    const sibling = siblings.find((s) => s.isin === asked);
    if (sibling) {
      go(sibling);
      return;
    }
    const controller = new AbortController();
    planOfIsin(asked, controller.signal).then(go, () => undefined);
    return () => controller.abort();
  }, [asked, plan, siblings, router]);

  return null;
}
