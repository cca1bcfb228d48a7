import type { PathGuard } from "@/lib/auth/guarded-paths";
import { loginPathFor } from "@/lib/auth/redirect-path";

/**
 * Where a guarded request must go instead, or null to render it (spec section 2, "Route guards"):
 * a visitor on a protected page goes to /login remembering the page; a member on /login or /signup goes to /.
 */
export function guardRedirect(guard: PathGuard, signedIn: boolean, pathWithSearch: string): string | null {
  if (guard === "protected" && !signedIn) return loginPathFor(pathWithSearch);
  if (guard === "public-only" && signedIn) return "/";
  return null;
}
