import { jsonResponse } from "@/lib/auth/service/responses";
import type { AuthRequest } from "@/lib/auth/service/service-context";

export async function jwks(req: AuthRequest): Promise<Response> {
  const { jwks: keys } = await req.deps.keys();
  return jsonResponse({ keys }, 200, { "Cache-Control": "public, max-age=600" });
}
