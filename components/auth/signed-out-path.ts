import { loginPathFor } from "@/lib/auth/redirect-path";

/** The login page's query parameter and value that show the signed-out notice (session-ended.ts). */
export const SIGNED_OUT_PARAM = "reason";
export const SIGNED_OUT_VALUE = "signed-out";
export const SIGNED_OUT_NOTICE = "You were signed out. Log in again to continue where you were.";

/** /login remembering `pathWithSearch`, with the signed-out notice. */
export function signedOutLoginPath(pathWithSearch: string): string {
  const login = loginPathFor(pathWithSearch);
  return `${login}${login.includes("?") ? "&" : "?"}${SIGNED_OUT_PARAM}=${SIGNED_OUT_VALUE}`;
}
