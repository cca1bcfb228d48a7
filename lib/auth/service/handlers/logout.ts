import { validationFailed } from "@/lib/auth/service/auth-error";
import { requireMember } from "@/lib/auth/service/authenticate";
import { emptyResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";

/** POST /logout?scope=global (default: every session of the member) | local (this one) | others. */
export async function logout(req: AuthRequest): Promise<Response> {
  const scope = req.url.searchParams.get("scope") ?? "global";
  if (scope !== "global" && scope !== "local" && scope !== "others")
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireMember(req);
  const { sql } = req.deps;
  if (scope === "local") await sql`delete from auth.sessions where id = ${sessionId}`;
  else if (scope === "others") await sql`delete from auth.sessions where user_id = ${user.id} and id <> ${sessionId}`;
  else await sql`delete from auth.sessions where user_id = ${user.id}`;
  return emptyResponse(204);
}
