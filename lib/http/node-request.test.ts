import type { IncomingMessage, ServerResponse } from "node:http";
import { requestUrlOf } from "@/lib/http/node-request";
import { NOT_A_PATH_MESSAGE, refuseBeforeNext } from "@/lib/http/request-guard";

const incoming = (url: string) =>
  ({ url, method: "GET", headers: {}, complete: true, socket: {} }) as unknown as IncomingMessage;

describe("requestUrlOf", () => {
  it.each([
    ["/api/v1/nfo/1?x=2", "/api/v1/nfo/1", "?x=2"],
    // Resolving would make "evil.example" the host (and the API would serve it); joined, it stays a path here.
    ["//evil.example/api/v1/nfo/1", "//evil.example/api/v1/nfo/1", ""],
    // Resolving would throw (an invalid host); joined, it is a path with a malformed escape, which the guard answers.
    ["//%ZZ/x", "//%ZZ/x", ""],
    ["//a b/", "//a%20b/", ""],
    ["//x@/", "//x@/", ""],
  ])("keeps %s a path on this origin", (target, pathname, search) => {
    const url = requestUrlOf(incoming(target));
    expect([url?.origin, url?.pathname, url?.search]).toEqual(["http://localhost", pathname, search]);
  });

  it.each(["*", "http://evil.example/api/v1/nfo/1", ""])(
    "answers null for a target that is not a path (%s)",
    (target) => {
      expect(requestUrlOf(incoming(target))).toBeNull();
    },
  );
});

describe("refuseBeforeNext", () => {
  function recordingResponse() {
    const written = { status: 0, body: "" };
    const outgoing = {
      set statusCode(value: number) {
        written.status = value;
      },
      setHeader: () => undefined,
      end: (body?: Buffer | string) => void (written.body = body ? body.toString() : ""),
    } as unknown as ServerResponse;
    return { outgoing, written };
  }

  it.each([
    ["//%ZZ/x", 400, "malformed %-escape"],
    ["*", 400, NOT_A_PATH_MESSAGE],
  ])("answers %s with a 400 page instead of throwing", async (target, status, text) => {
    const { outgoing, written } = recordingResponse();
    expect(await refuseBeforeNext(incoming(target), outgoing, [])).toBe(true);
    expect(written.status).toBe(status);
    expect(written.body).toContain(text);
  });

  it("lets a well-formed page request through", async () => {
    const { outgoing } = recordingResponse();
    expect(await refuseBeforeNext(incoming("//evil.example/about"), outgoing, [])).toBe(false);
  });
});
