import type { z } from "zod";
import type { CallInput } from "@/lib/api/client-fetch";
import type { Endpoint } from "@/lib/api/endpoint";

/**
 * Loads an endpoint object, and with it the zod schemas it is made of (see endpoint-loaders.ts). Keep each
 * loader a module-level constant: useEndpoint keys its cache by the loader.
 */
export type EndpointLoader<E extends Endpoint> = () => Promise<E>;

/**
 * callEndpoint with the endpoint and the fetch layer loaded on the first call. A client component that only
 * calls the API after hydration or an interaction thus keeps zod (about 36 kB gzipped, which cannot be
 * tree-shaken) out of its page's first-load JavaScript; the input is still checked before sending.
 */
export async function callLazily<E extends Endpoint>(
  load: EndpointLoader<E>,
  input: CallInput = {},
): Promise<z.output<E["payload"]>> {
  const [{ callEndpoint }, endpoint] = await Promise.all([import("@/lib/api/client-fetch"), load()]);
  return callEndpoint(endpoint, input);
}
