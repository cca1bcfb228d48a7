import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { handle } from "@/lib/api/handle-endpoint";
import { JSON_DEPTH_LIMIT, jsonDepthExceeds } from "@/lib/api/json-depth";

jest.mock("@/lib/db/client", () => ({ getDatabase: () => ({ sql: null }), reportDatabaseFailure: () => {} }));

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
const listed = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

describe("jsonDepthExceeds", () => {
  it("counts arrays and objects inside one another, up to the limit", () => {
    expect(jsonDepthExceeds(nested(JSON_DEPTH_LIMIT))).toBe(false);
    expect(jsonDepthExceeds(nested(JSON_DEPTH_LIMIT + 1))).toBe(true);
    expect(jsonDepthExceeds(listed(JSON_DEPTH_LIMIT + 1))).toBe(true);
    expect(jsonDepthExceeds(`[${"[],".repeat(1000)}[]]`)).toBe(false);
  });

  it("skips brackets inside strings, escaped quotes included", () => {
    expect(jsonDepthExceeds(JSON.stringify({ q: "[".repeat(100) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ q: `\\"${"{".repeat(100)}` }))).toBe(false);
    expect(jsonDepthExceeds(`{"q":"\\\\"${"[".repeat(40)}`)).toBe(true);
  });
});

describe("a deeply nested body (issue 34, point 3)", () => {
  // Any JSON body reaches firstNulPath before the schema: a passthrough object stands for every such endpoint.
  const endpoint = defineEndpoint({
    method: "POST",
    path: "/api/v1/test/nested",
    tag: "test",
    summary: "test",
    body: z.object({ a: z.unknown() }),
    payload: z.object({}),
    cacheable: false,
  });
  const handler = handle(endpoint, async () => ({}));
  const post = (text: string) =>
    handler(
      new Request("http://127.0.0.1/api/v1/test/nested", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "127.0.0.1" },
        body: text,
      }),
    );

  it("is answered 400 with the limit, not 500 with a stack overflow", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    for (const text of [nested(10_000), listed(30_000), nested(JSON_DEPTH_LIMIT + 1)]) {
      const response = await post(text);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: "error",
        payload: "The request body nests more than 32 levels of arrays or objects.",
      });
    }
    expect(console.error).not.toHaveBeenCalled();
  });

  it("still serves a body nested within the limit", async () => {
    expect((await post(nested(JSON_DEPTH_LIMIT))).status).toBe(200);
  });
});
