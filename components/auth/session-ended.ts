"use client";

import { ApiClientError } from "@/lib/api/api-client-error";
import { replaceAfterAuthChange } from "./hard-navigation";
import { registeredLocalSignOut } from "./session-end-handler";
import { signedOutLoginPath } from "./signed-out-path";

// A session ended elsewhere (signed out in another browser, or by the service) still looks live in this browser
// until an API call is refused with 401. Such an answer ends the local session and sends the member to the
// login page with a notice, so a member page never shows an empty state for a load that was refused (issue 37, 1).

let ending = false;

/** Whether a member call's failure means the session ended elsewhere: the API refused it with 401. */
export const endsSession = (error: unknown): boolean => error instanceof ApiClientError && error.status === 401;

/**
 * Ends the session in this browser and goes to /login?next=<this page>&reason=signed-out. Several calls refused
 * at once lead to one navigation.
 */
export async function sessionEnded(): Promise<void> {
  if (ending) return;
  ending = true;
  const target = signedOutLoginPath(`${window.location.pathname}${window.location.search}`);
  try {
    await registeredLocalSignOut()?.();
  } catch (error) {
    console.error("The ended session could not be cleared", error);
  }
  replaceAfterAuthChange(target);
}
