// GET /auth/confirm - where email links land: exchanges a PKCE code, or verifies a token hash, for a session
import type { EmailOtpType } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { createClient } from "@/lib/auth/supabase/server";
import { afterLoginPath, NEXT_PARAM } from "@/lib/auth/redirect-path";
import { siteLocation } from "@/lib/routes/site-location";

const EMAIL_OTP_TYPES = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
] as const satisfies readonly EmailOtpType[];

const linkSchema = z.union([
  z.object({ code: z.string().min(1).max(512) }),
  z.object({ token_hash: z.string().min(1).max(512), type: z.enum(EMAIL_OTP_TYPES) }),
]);

export async function GET(request: NextRequest) {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const next = afterLoginPath(query[NEXT_PARAM]);
  const link = linkSchema.safeParse(query);
  if (link.success) {
    const supabase = await createClient();
    const { error } =
      "code" in link.data
        ? await supabase.auth.exchangeCodeForSession(link.data.code)
        : await supabase.auth.verifyOtp({ type: link.data.type, token_hash: link.data.token_hash });
    if (!error) {
      // A recovery link signs the member in only to choose a new password.
      const target = "type" in link.data && link.data.type === "recovery" ? "/reset-password" : next;
      return NextResponse.redirect(siteLocation(target), 303);
    }
    console.error("Email link refused:", error.message);
  }
  return NextResponse.redirect(siteLocation("/login?error=link-invalid"), 303);
}
