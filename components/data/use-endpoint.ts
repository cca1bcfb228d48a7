"use client";

import useSWR, { type SWRResponse } from "swr";
import type { z } from "zod";
import { callLazily, type EndpointLoader } from "@/components/data/lazy-call";
import type { CallInput } from "@/lib/api/client-fetch";
import type { Endpoint } from "@/lib/api/endpoint";
import { SWR_OPTIONS } from "@/components/data/swr-options";

type Input = Omit<CallInput, "signal">;

/**
 * One product-API call as SWR data, keyed by the endpoint's loader (components/data/endpoint-loaders/) and
 * the input (so equal calls share one request). SWR fetches after hydration, so the endpoint's schemas load
 * with the first call rather than with the page. Pass null to wait (e.g. the screener list until its filters
 * have loaded). The cache settings (swr-options.ts) go with each call rather than through a provider in the root
 * layout, so pages without API data do not load SWR at all.
 */
export function useEndpoint<E extends Endpoint>(
  load: EndpointLoader<E>,
  input: Input | null,
): SWRResponse<z.output<E["payload"]>, Error> {
  return useSWR(
    input === null ? null : [load, JSON.stringify(input)],
    () => callLazily(load, input ?? {}),
    SWR_OPTIONS,
  );
}
