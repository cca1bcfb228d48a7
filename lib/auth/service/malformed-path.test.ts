import { createAuthService } from "@/lib/auth/service/auth-service";
import type { AuthServiceDeps } from "@/lib/auth/service/service-context";

// A malformed %-escape is refused before routing reaches a handler, so no dependency is touched.
const logged: string[] = [];
const service = createAuthService({ log: (line: string) => logged.push(line) } as unknown as AuthServiceDeps);

describe("the auth service and malformed %-escapes", () => {
  it.each([
    ["DELETE", "/auth/v1/factors/%ZZ"],
    ["POST", "/auth/v1/factors/%E0%A4/verify"],
    ["GET", "/auth/v1/admin/users/%"],
    ["GET", "/auth/v1/%ZZ"],
  ])("%s %s: 400 validation_failed in the auth format, nothing logged", async (method, path) => {
    const answer = await service(new Request(`http://127.0.0.1:3000${path}`, { method }));
    expect(answer.status).toBe(400);
    expect(answer.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await answer.json()).toEqual({
      code: "validation_failed",
      message: "The address has a malformed %-escape (a % must be followed by two hex digits that spell UTF-8).",
    });
    expect(logged).toEqual([]);
  });

  it("does not refuse a well-formed escape (an unknown route stays 404)", async () => {
    const answer = await service(new Request("http://127.0.0.1:3000/auth/v1/nothing%20here", { method: "GET" }));
    expect(answer.status).toBe(404);
  });
});
