import type { ApiTestContext } from "@/lib/api/testing/api-test-context";
import type { TestMember } from "@/lib/auth/testing/member-token";

/** Calls under /api/v1 + `prefix` as `member` (their bearer token; a JSON body when one is given). */
export function memberCalls(ctx: ApiTestContext, member: TestMember, prefix = "") {
  return (method: string, path: string, body?: unknown) =>
    ctx.call(`/api/v1${prefix}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${member.token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
