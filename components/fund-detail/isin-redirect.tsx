"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { callEndpoint } from "@/lib/api/client-fetch";
import { fundEndpoint } from "@/lib/api/schemas/funds";
import { fundPagePath } from "@/lib/routes/fund-page-path";

interface Plan {
  scheme_code: number;
  isin: string | null;
}

/**
 * The page also receives ?isin= (spec, route table). It is cached per scheme code, so the server never reads
 * the query: here, when the ISIN names another plan, the browser moves to that plan's page. A sibling plan is
 * known already; any other ISIN is looked up through GET /api/v1/funds, whose variants carry scheme codes.
 * An ISIN that names nothing leaves the visitor where they are.
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
    callEndpoint(fundEndpoint, { query: { isin: asked }, signal: controller.signal })
      .then((fund) => go(fund.variants.find((v) => v.isin === asked)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [asked, plan, siblings, router]);

  return null;
}
