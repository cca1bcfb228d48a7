"use client";

// Signing in or out changes what every guarded URL answers, and the client router may hold pages it
// prefetched under the old state (say, /login prefetched by a member, cached as the redirect to /). A full
// page load after the change starts clean and drops any member data kept in memory.

export function navigateAfterAuthChange(path: string): void {
  window.location.assign(path);
}

export function replaceAfterAuthChange(path: string): void {
  window.location.replace(path);
}
