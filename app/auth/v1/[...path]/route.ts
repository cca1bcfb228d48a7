// /auth/v1/* - the embedded Supabase-compatible auth service; absent when a real Supabase project is configured
import { authMode } from "@/lib/auth/auth-config";
import { appAuthService } from "@/lib/auth/service/app-auth-service";

export const dynamic = "force-dynamic";

async function serve(request: Request): Promise<Response> {
  if (authMode() === "hosted") return new Response("Not found", { status: 404 });
  return appAuthService()(request);
}

export { serve as GET, serve as POST, serve as PUT, serve as DELETE, serve as PATCH };
