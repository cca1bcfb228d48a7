"use client";

import useSWR, { type SWRResponse } from "swr";
import type { z } from "zod";
import { callEndpoint, type CallInput } from "@/lib/api/client-fetch";
import type { Endpoint } from "@/lib/api/endpoint";
import { SWR_OPTIONS } from "@/components/data/swr-options";

type Input = Omit<CallInput, "signal">;

/**
 * One product-API call as SWR data, keyed by the endpoint and its input (so equal calls share one
 * request). Pass null to wait (e.g. the screener list until its filters have loaded). The spec's cache
 * settings go with each call rather than through a provider in the root layout, so pages without API data
 * do not load SWR at all.
 */
export function useEndpoint<E extends Endpoint>(endpoint: E, input: Input | null): SWRResponse<z.output<E["payload"]>, Error> {
  return useSWR(input === null ? null : [endpoint.method, endpoint.path, JSON.stringify(input)], () => callEndpoint(endpoint, input ?? {}), SWR_OPTIONS);
}
