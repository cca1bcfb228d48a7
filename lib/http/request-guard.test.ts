import { guardAnswer } from "@/lib/http/request-guard";

async function parts(answer: Response | null) {
  if (!answer) return null;
  return { status: answer.status, type: answer.headers.get("content-type"), body: await answer.text() };
}

describe("guardAnswer", () => {
  it("lets a well-formed request through", async () => {
    expect(guardAnswer("/api/v1/nfo/1", {}, false)).toBeNull();
    expect(guardAnswer("/api/v1/watchlists", { "content-length": "65536" }, false)).toBeNull();
    expect(guardAnswer("/api/v1/watchlists", { "transfer-encoding": "chunked" }, false)).toBeNull();
    expect(guardAnswer("/auth/v1/token", { "content-length": "120" }, false)).toBeNull();
  });

  it("answers a malformed %-escape with 400 in the path's format", async () => {
    expect(await parts(guardAnswer("/api/v1/nfo/%ZZ", {}, false))).toEqual({
      status: 400,
      type: "application/json",
      body: JSON.stringify({
        status: "error",
        payload: "The address has a malformed %-escape (a % must be followed by two hex digits that spell UTF-8).",
      }),
    });
    const auth = guardAnswer("/auth/v1/factors/%ZZ/verify", {}, false);
    expect(auth?.status).toBe(400);
    expect(auth?.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await auth?.json()).toEqual({
      code: "validation_failed",
      message: expect.stringContaining("malformed %-escape"),
    });
    const page = await parts(guardAnswer("/mutual-funds/mutual-fund-screener/%ZZ", {}, false));
    expect(page).toMatchObject({ status: 400, type: "text/html; charset=utf-8" });
    expect(page?.body).toContain("<h1>Bad request</h1>");
  });

  it("refuses a declared Content-Length over the path's limit with 413", async () => {
    expect(await parts(guardAnswer("/api/v1/watchlists", { "content-length": "65537" }, false))).toMatchObject({
      status: 413,
      body: JSON.stringify({ status: "error", payload: "The request body is too large (64 KB at most)." }),
    });
    const auth = guardAnswer("/auth/v1/token", { "content-length": "300000000" }, false);
    expect(auth?.status).toBe(413);
    expect(await auth?.json()).toEqual({
      code: "request_too_large",
      message: "The request body is too large (64 KB at most).",
    });
    expect(guardAnswer("/", { "content-length": "300000000" }, false)?.status).toBe(413);
  });

  it("asks for a Content-Length where Next.js would read a streamed body (411), not where our reader stops it", async () => {
    const auth = guardAnswer("/auth/v1/token", { "transfer-encoding": "chunked" }, true);
    expect(auth?.status).toBe(411);
    expect(await auth?.json()).toEqual({
      code: "validation_failed",
      message: "Send the request body with a Content-Length.",
    });
    expect(guardAnswer("/login", { "transfer-encoding": "chunked" }, true)?.status).toBe(411);
    expect(guardAnswer("/api/v1/docs", { "transfer-encoding": "chunked" }, true)?.status).toBe(411);
    expect(guardAnswer("/api/v1/contact", { "transfer-encoding": "chunked" }, false)).toBeNull();
    expect(guardAnswer("/login", { "content-length": "100" }, true)).toBeNull();
  });
});
