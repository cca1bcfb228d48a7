"use client";

import { useSyncExternalStore } from "react";
import { CONSENT_COOKIE } from "./consent-prepaint";

/** The consent cookie lasts 365 days. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const CHANGE_EVENT = "fundlens:consent-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/**
 * Whether the browser holds the consent cookie. Read straight from document.cookie (a presence check needs no
 * decoding), so the banner and analytics, on every page, do not put cookies-next into the first load.
 */
function hasConsentCookie(): boolean {
  return document.cookie.split(";").some((pair) => pair.trim().startsWith(`${CONSENT_COOKIE}=`));
}

/** Sets the consent cookie (through cookies-next, fetched on this first use) and tells every listener. */
export async function giveConsent(): Promise<void> {
  const { setCookie } = await import("cookies-next/client");
  setCookie(CONSENT_COOKIE, "accepted", {
    maxAge: CONSENT_MAX_AGE_SECONDS,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Whether the visitor has accepted cookies; false in the server HTML and during hydration, so the banner is
 * server-rendered and the usual visitor (no cookie yet) needs no second render once hydrated.
 */
export function useConsent(): boolean {
  return useSyncExternalStore(subscribe, hasConsentCookie, () => false);
}
