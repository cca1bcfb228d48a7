import type { z } from "zod";
import type { CallInput } from "@/lib/api/client-fetch";
import type { Endpoint } from "@/lib/api/endpoint";

/**
 * Loads an endpoint object, and with it the zod schemas it is made of (components/data/endpoint-loaders/). Keep
 * each loader a module-level constant: useEndpoint keys its cache by the loader. The loaders are filed by concern
 * because the bundler ships every loader of a file, with the stub of each chunk it names, to any page that
 * imports one of them.
 */
export type EndpointLoader<E extends Endpoint> = () => Promise<E>;

/**
 * callEndpoint with the endpoint and the fetch layer loaded on the first call. A client component that only
 * calls the API after hydration or an interaction thus keeps zod (about 36 kB gzipped, which cannot be
 * tree-shaken) out of its page's first-load JavaScript; the input is still checked before sending.
 *
 * A member call refused with 401 means the session ended elsewhere: the member is sent to the login page
 * (session-ended.ts) and the call never settles, so no caller shows an empty list or an error for it meanwhile.
 */
export async function callLazily<E extends Endpoint>(
  load: EndpointLoader<E>,
  input: CallInput = {},
): Promise<z.output<E["payload"]>> {
  const [{ callEndpoint }, endpoint] = await Promise.all([import("@/lib/api/client-fetch"), load()]);
  try {
    return await callEndpoint(endpoint, input);
  } catch (error) {
    if (!endpoint.member) throw error;
    const { endsSession, sessionEnded } = await import("@/components/auth/session-ended");
    if (!endsSession(error)) throw error;
    void sessionEnded();
    return new Promise<never>(() => undefined);
  }
}
