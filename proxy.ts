import { NextResponse, type NextRequest } from "next/server";
import { apiRoutingAnswer } from "@/lib/api/api-routes";
import { parseGaId } from "@/lib/env/public-env";
import { aliasTarget } from "@/lib/routes/alias-redirect";
import { securityHeaders } from "@/lib/security/security-headers";

const headers = securityHeaders({
  production: process.env.NODE_ENV === "production",
  analytics: parseGaId(process.env.NEXT_PUBLIC_GA_ID).ok,
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined,
});

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const target = aliasTarget(pathname);
  const apiAnswer = pathname.startsWith("/api/v1/") ? apiRoutingAnswer(request.method, pathname) : null;
  const response = apiAnswer
    ? new NextResponse(apiAnswer.body, apiAnswer)
    : target
      ? NextResponse.redirect(new URL(`${target}${request.nextUrl.search}`, request.url), 308)
      : NextResponse.next();
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}
