import { logout } from "@/lib/auth/service/handlers/logout";
import { jwks } from "@/lib/auth/service/handlers/jwks";
import { otp, reauthenticate, recover, resend } from "@/lib/auth/service/handlers/email-flows";
import { signup } from "@/lib/auth/service/handlers/signup";
import { token } from "@/lib/auth/service/handlers/token";
import { getUser, updateUser } from "@/lib/auth/service/handlers/user";
import { verifyGet, verifyPost } from "@/lib/auth/service/handlers/verify";
import type { AuthRequest } from "@/lib/auth/service/service-context";
import { validationFailed } from "@/lib/auth/service/auth-error";
import { createPathRouter } from "@/lib/http/path-router";
import { MALFORMED_PATH_MESSAGE } from "@/lib/http/safe-decode";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from "@/lib/auth/service/handlers/factors";
import {
  adminCreateUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminGetUser,
  adminListFactors,
  adminListUsers,
  adminUpdateUser,
} from "@/lib/auth/service/handlers/admin-users";
import { generateLink, invite } from "@/lib/auth/service/handlers/admin-links";
import { unlinkIdentity } from "@/lib/auth/service/handlers/identities";

export type AuthHandler = (req: AuthRequest) => Promise<Response>;

export interface AuthRoute {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path under /auth/v1 with `{name}` segments. */
  path: string;
  handler: AuthHandler;
}

export const AUTH_ROUTES: AuthRoute[] = [
  { method: "POST", path: "/signup", handler: signup },
  { method: "POST", path: "/token", handler: token },
  { method: "GET", path: "/user", handler: getUser },
  { method: "PUT", path: "/user", handler: updateUser },
  { method: "POST", path: "/logout", handler: logout },
  { method: "POST", path: "/otp", handler: otp },
  { method: "POST", path: "/recover", handler: recover },
  { method: "POST", path: "/resend", handler: resend },
  { method: "GET", path: "/reauthenticate", handler: reauthenticate },
  { method: "POST", path: "/verify", handler: verifyPost },
  { method: "GET", path: "/verify", handler: verifyGet },
  { method: "GET", path: "/.well-known/jwks.json", handler: jwks },
  { method: "POST", path: "/factors", handler: enrollFactor },
  { method: "POST", path: "/factors/{id}/challenge", handler: challengeFactor },
  { method: "POST", path: "/factors/{id}/verify", handler: verifyFactor },
  { method: "DELETE", path: "/factors/{id}", handler: unenrollFactor },
  { method: "DELETE", path: "/user/identities/{id}", handler: unlinkIdentity },
  { method: "GET", path: "/admin/users", handler: adminListUsers },
  { method: "POST", path: "/admin/users", handler: adminCreateUser },
  { method: "GET", path: "/admin/users/{id}", handler: adminGetUser },
  { method: "PUT", path: "/admin/users/{id}", handler: adminUpdateUser },
  { method: "DELETE", path: "/admin/users/{id}", handler: adminDeleteUser },
  { method: "GET", path: "/admin/users/{id}/factors", handler: adminListFactors },
  { method: "DELETE", path: "/admin/users/{id}/factors/{factorId}", handler: adminDeleteFactor },
  { method: "POST", path: "/invite", handler: invite },
  { method: "POST", path: "/admin/generate_link", handler: generateLink },
];

export type RouteMatch = { handler: AuthHandler; params: Record<string, string> } | { allowed: string[] } | null;

/**
 * The handler for a method and path (under /auth/v1); `allowed` when only the method is wrong; null when
 * unknown. A malformed %-escape in a path parameter throws AuthError 400 validation_failed.
 */
export function createAuthRouter(routes: readonly AuthRoute[]): (method: string, path: string) => RouteMatch {
  const match = createPathRouter(routes);
  return (method, path) => {
    const found = match(method, path);
    if (found.kind === "unknown-path") return null;
    if (found.kind === "wrong-method") return { allowed: found.allow };
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(found.params)) {
      if (value === null) throw validationFailed(MALFORMED_PATH_MESSAGE);
      params[name] = value;
    }
    return { handler: found.route.handler, params };
  };
}
