import { NextResponse, type NextRequest } from "next/server";
import { apiRoutingAnswer } from "@/lib/api/api-routes";
import { aliasTarget } from "@/lib/routes/alias-redirect";
import { siteSecurityHeaders } from "@/lib/security/site-security-headers";

const headers = siteSecurityHeaders();

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
