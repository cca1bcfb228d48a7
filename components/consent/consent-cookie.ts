"use client";

import { getCookie, setCookie } from "cookies-next/client";
import { useSyncExternalStore } from "react";

export const CONSENT_COOKIE = "cookie_consent";
/** Spec section 9: the consent cookie lasts 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const CHANGE_EVENT = "fundlens:consent-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

export function giveConsent(): void {
  setCookie(CONSENT_COOKIE, "accepted", { maxAge: CONSENT_MAX_AGE_SECONDS, path: "/", sameSite: "lax", secure: window.location.protocol === "https:" });
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** null while rendering on the server (unknown), then whether the visitor has accepted cookies. */
export function useConsent(): boolean | null {
  return useSyncExternalStore(subscribe, () => getCookie(CONSENT_COOKIE) !== undefined, () => null);
}
