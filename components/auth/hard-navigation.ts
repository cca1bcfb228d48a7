"use client";

// Signing in or out changes what every guarded URL answers, and the client router may hold pages it
// prefetched under the old state (say, /login prefetched by a member, cached as the redirect to /). A full
// page load after the change starts clean and drops any member data kept in memory. Only a same-site path
// is followed (safeRedirectPath), whoever computed it.

import { safeRedirectPath } from "@/lib/auth/redirect-path";

export function navigateAfterAuthChange(path: string): void {
  window.location.assign(safeRedirectPath(path) ?? "/");
}

export function replaceAfterAuthChange(path: string): void {
  window.location.replace(safeRedirectPath(path) ?? "/");
}
