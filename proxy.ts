import { NextResponse, type NextRequest } from "next/server";
import { apiRoutingAnswer } from "@/lib/api/api-routes";
import { guardFor } from "@/lib/auth/guarded-paths";
import { guardRedirect } from "@/lib/auth/route-guard";
import { redirectKeepingSession, updateSession } from "@/lib/auth/supabase/proxy";
import { aliasTarget } from "@/lib/routes/alias-redirect";
import { siteLocation } from "@/lib/routes/site-location";
import { siteSecurityHeaders } from "@/lib/security/site-security-headers";

const headers = siteSecurityHeaders();

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = aliasTarget(pathname);
  const apiAnswer = pathname.startsWith("/api/v1/") ? apiRoutingAnswer(request.method, pathname) : null;
  // Only the guarded pages pay for the session check; every public page passes straight through.
  const guard = apiAnswer || target ? null : guardFor(pathname);
  const response = apiAnswer
    ? new NextResponse(apiAnswer.body, apiAnswer)
    : target
      ? NextResponse.redirect(siteLocation(`${target}${search}`), 308)
      : guard
        ? await guardedResponse(request, guard)
        : NextResponse.next();
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

async function guardedResponse(
  request: NextRequest,
  guard: NonNullable<ReturnType<typeof guardFor>>,
): Promise<NextResponse> {
  const update = await updateSession(request);
  const location = guardRedirect(
    guard,
    update.claims !== null,
    `${request.nextUrl.pathname}${request.nextUrl.search}`,
    update.claims?.aal,
  );
  if (!location) return update.response;
  const redirect = redirectKeepingSession(update, siteLocation(location));
  // A member's and a visitor's answers differ for the same URL: never let a cache share them.
  redirect.headers.set("Cache-Control", "private, no-store");
  return redirect;
}
