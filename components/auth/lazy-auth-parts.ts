"use client";

import { deferred } from "@/components/deferred/deferred";

// None is needed to show a sign-in form: the code step comes after the password (or after the session check of
// /login?step=mfa), Google's own script draws its button, and the strength meter shows once a password is
// typed. Render them inside <Deferred>.
export const TotpCodeStep = deferred(() => import("./totp-code-step"), "TotpCodeStep");
export const GoogleSignIn = deferred(() => import("./google-sign-in"), "GoogleSignIn");
export const PasswordStrengthMeter = deferred(() => import("./password-strength-meter"), "PasswordStrengthMeter");
