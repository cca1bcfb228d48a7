import { isCodeStepPath } from "@/lib/auth/assurance-level";
import type { PathGuard } from "@/lib/auth/guarded-paths";
import { loginPathFor } from "@/lib/auth/redirect-path";

/**
 * Where a guarded request must go instead, or null to render it:
 * a visitor on a protected page goes to /login remembering the page; a member on /login or /signup goes to /,
 * except that an aal1 session may open the login's code step (/login?step=mfa) to enter their code.
 */
export function guardRedirect(
  guard: PathGuard,
  signedIn: boolean,
  pathWithSearch: string,
  aal: unknown = null,
): string | null {
  if (guard === "protected" && !signedIn) return loginPathFor(pathWithSearch);
  if (guard === "public-only" && signedIn) return aal === "aal1" && isCodeStepPath(pathWithSearch) ? null : "/";
  return null;
}
