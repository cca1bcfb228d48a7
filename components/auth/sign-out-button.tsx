"use client";

import { useRouter } from "next/navigation";
import { Icon } from "@/components/icons/icon";
import { notifyTokenChange } from "@/components/auth/stored-token";

// Spec section 4, "Logout": clear all local storage, clear the user, then go to /login. Signing out at
// the auth provider joins this flow with the members issue (#7), which owns the Supabase client.
export function SignOutButton({ className }: { className?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      aria-label="Sign out"
      title="Sign out"
      onClick={() => {
        window.localStorage.clear();
        notifyTokenChange();
        router.push("/login");
      }}
    >
      <Icon name="sign-out" />
    </button>
  );
}
