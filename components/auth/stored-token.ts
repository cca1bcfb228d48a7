"use client";

import { useSyncExternalStore } from "react";

// A token is also kept in the browser's local storage under the key "token", and the
// member navigation is inferred from it. The storage event keeps other tabs in step.
export const TOKEN_STORAGE_KEY = "token";
const CHANGE_EVENT = "fundlens:token-change";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/** Tells this tab's subscribers that the stored token changed (other tabs hear the storage event). */
export function notifyTokenChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** True in the browser when a token is stored; always false during server rendering. */
export function useHasStoredToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readToken() !== null,
    () => false,
  );
}
