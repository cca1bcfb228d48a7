import { authMode } from "@/lib/auth/auth-config";
import { appAuthService } from "@/lib/auth/service/app-auth-service";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/lib/security/client-address/client-address";

/**
 * The fetch for the server's own Supabase clients (the proxy's session refresh, /auth/confirm, server pages):
 * with the embedded service, the call is answered in this process and carries the visitor's address. Over
 * HTTP every such call would come from 127.0.0.1, and all visitors would share one per-address limit (a busy
 * hour of refreshes would sign members out). Undefined for a hosted project: supabase-js's own fetch.
 */
export function serverAuthFetch(requestHeaders: Headers): typeof fetch | undefined {
  if (authMode() !== "embedded") return undefined;
  const address = clientAddress(requestHeaders);
  return async (input, init) => {
    const request = new Request(input, init);
    request.headers.set(CLIENT_ADDRESS_HEADER, address);
    return appAuthService()(request);
  };
}
