"use client";

import { useEffect, useRef } from "react";
import { authErrorText, toAuthErrorLike, type AuthErrorText } from "@/lib/auth/auth-error-text";
import { randomNonce, sha256Hex } from "@/lib/auth/id-token-nonce";
import { useAuth } from "./auth-context";
import styles from "./auth-form.module.css";

const GIS_SCRIPT = "https://accounts.google.com/gsi/client";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        nonce: string;
        callback: (response: { credential: string }) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const existing = (window as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error("Google Identity Services did not start"));
    };
    script.onerror = () => reject(new Error("Google Identity Services could not be loaded"));
    document.head.append(script);
  });
}

/**
 * "Continue with Google" (only rendered when NEXT_PUBLIC_GOOGLE_WEB_CLIENT_ID is set): Google Identity
 * Services gives an ID token, which the auth service exchanges for a session (grant_type=id_token).
 */
export function GoogleSignIn({
  clientId,
  onSignedIn,
  onError,
}: {
  clientId: string;
  onSignedIn: () => void;
  onError: (error: AuthErrorText) => void;
}) {
  const { getClient } = useAuth();
  const slot = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onSignedIn, onError });
  useEffect(() => {
    handlers.current = { onSignedIn, onError };
  });

  useEffect(() => {
    let cancelled = false;
    const nonce = randomNonce();
    Promise.all([loadGoogleIdentity(), sha256Hex(nonce)])
      .then(([google, hashedNonce]) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          nonce: hashedNonce,
          callback: async ({ credential }) => {
            const client = await getClient();
            const { error } = await client.auth.signInWithIdToken({ provider: "google", token: credential, nonce });
            if (error) handlers.current.onError(authErrorText(toAuthErrorLike(error)));
            else handlers.current.onSignedIn();
          },
        });
        google.accounts.id.renderButton(slot.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          width: 320,
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        handlers.current.onError({
          message: "Google sign-in could not be loaded. Use your email or mobile number instead.",
          details: [],
        });
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, getClient]);

  return (
    <>
      <p className={styles.divider}>or</p>
      <div ref={slot} />
    </>
  );
}
