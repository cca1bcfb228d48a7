import { trustFunction } from "@/lib/security/client-address/trust-proxy-setting";
import { parseServerEnv } from "@/lib/env/server-env";

let trust: ((address: string, hop: number) => boolean) | undefined;

/** The process's trust function from TRUST_PROXY (parsed once). */
export function appTrustProxy(): (address: string, hop: number) => boolean {
  trust ??= trustFunction(parseServerEnv().TRUST_PROXY);
  return trust;
}
