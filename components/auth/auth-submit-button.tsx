"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";

/**
 * The submit button of a form that holds a password or a code. It stays disabled until the page has hydrated:
 * before that the browser would submit the form itself, as a GET with the password in the address (and in
 * history and server logs), instead of handing it to the auth client.
 */
export function AuthSubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" loading={busy} disabled={!hydrated}>
      {children}
    </Button>
  );
}
