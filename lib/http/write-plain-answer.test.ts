import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { PlainAnswer } from "@/lib/api/public-answer";
import { bodyOf, startLocalServer, type LocalServer } from "@/lib/http/testing/local-server";
import { writePlainAnswer } from "@/lib/http/write-plain-answer";

// Over real HTTP: what a client receives is what the answer says, with the length of its bytes (not characters).
describe("writePlainAnswer", () => {
  const body = JSON.stringify({ status: "success", payload: { name: "Nifty 50 – ₹ plan" } });
  const answers: Record<string, PlainAnswer> = {
    "/ok": { status: 200, headers: { "cache-control": "public, max-age=300", etag: 'W/"a"' }, body },
    "/bytes": { status: 200, headers: { "content-type": "application/json" }, body: Buffer.from(body) },
    "/not-modified": { status: 304, headers: { etag: 'W/"a"' }, body: null },
  };
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((incoming, outgoing) =>
      writePlainAnswer(outgoing, answers[incoming.url!]!, [["X-Frame-Options", "DENY"]]),
    );
  });
  afterAll(() => server.close());

  async function ask(path: string, method = "GET"): Promise<IncomingMessage & { bytes: Buffer }> {
    const request = httpRequest(`${server.origin}${path}`, { method, agent: false });
    request.end();
    const [response] = (await once(request, "response")) as [IncomingMessage];
    return Object.assign(response, { bytes: await bodyOf(response) });
  }

  it("sends the status, the extra headers, the answer's headers and the body with its length in bytes", async () => {
    for (const path of ["/ok", "/bytes"]) {
      const answer = await ask(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
      expect(Buffer.byteLength(body)).toBeGreaterThan(body.length);
      expect(answer.bytes.toString()).toBe(body);
    }
    const ok = await ask("/ok");
    expect(ok.headers).toMatchObject({ "cache-control": "public, max-age=300", etag: 'W/"a"' });
  });

  it("sends a 304 without a body or a length", async () => {
    const answer = await ask("/not-modified");
    expect(answer.statusCode).toBe(304);
    expect(answer.headers.etag).toBe('W/"a"');
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.bytes).toHaveLength(0);
  });

  it("answers HEAD with the length the GET's body has, and no body", async () => {
    const answer = await ask("/ok", "HEAD");
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(answer.bytes).toHaveLength(0);
  });
});
