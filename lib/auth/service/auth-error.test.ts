import { emailRateLimited, rateLimited } from "@/lib/auth/service/auth-error";
import { errorResponse } from "@/lib/auth/service/responses";

describe("the auth service's 429s", () => {
  it("say when to try again in Retry-After (seconds), in Supabase's error format", async () => {
    const request = errorResponse(rateLimited(42));
    expect([request.status, request.headers.get("retry-after")]).toEqual([429, "42"]);
    expect(await request.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    const email = errorResponse(emailRateLimited(7));
    expect([email.status, email.headers.get("retry-after")]).toEqual([429, "7"]);
    expect(await email.json()).toEqual({
      code: "over_email_send_rate_limit",
      message: "For security purposes, you can only request this after 7 seconds.",
    });
  });
});
