"use client";

import { Icon } from "@/components/icons/icon";
import { useAuth } from "./auth-context";

// Logout: clears all local storage, signs out through the provider, clears the user and
// goes to /login; a failed sign-out is only logged and the member stays where they are.
export function SignOutButton({ className }: { className?: string }) {
  const { logout, signingOut } = useAuth();
  return (
    <button
      type="button"
      className={className}
      aria-label="Sign out"
      title="Sign out"
      disabled={signingOut}
      onClick={() => void logout()}
    >
      <Icon name="sign-out" />
    </button>
  );
}
