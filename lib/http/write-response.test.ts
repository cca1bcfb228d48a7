import { once } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { bodyOf, startLocalServer, type LocalServer } from "@/lib/http/testing/local-server";
import { writeResponse } from "@/lib/http/write-response";

// The answer goes out with the given headers; the connection is closed only when a body is still arriving.
describe("writeResponse", () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((incoming, outgoing) => {
      void writeResponse(incoming, outgoing, Response.json({ status: "error", payload: "no" }, { status: 401 }), [
        ["X-Frame-Options", "DENY"],
      ]);
    });
  });
  afterAll(() => server.close());

  async function ask(
    method: string,
    headers: Record<string, string>,
    body?: Buffer,
  ): Promise<IncomingMessage & { text: string }> {
    const request = httpRequest(`${server.origin}/x`, { method, headers, agent: false });
    request.on("error", () => undefined);
    if (body) request.write(body);
    else request.end();
    const [response] = (await once(request, "response")) as [IncomingMessage];
    const text = (await bodyOf(response)).toString();
    request.destroy();
    return Object.assign(response, { text });
  }

  it("keeps a bodiless request's connection open and writes status, headers and body", async () => {
    const answer = await ask("GET", { connection: "keep-alive" });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers.connection).toBe("keep-alive");
    expect(JSON.parse(answer.text)).toEqual({ status: "error", payload: "no" });
  });

  it("closes the connection when the answer goes out before the body has arrived", async () => {
    const answer = await ask("POST", { "content-length": "1000000" }, Buffer.alloc(10));
    expect(answer.statusCode).toBe(401);
    expect(answer.headers.connection).toBe("close");
  });
});

describe("writeResponse to a client that is still uploading", () => {
  it("delivers the whole answer, then closes the connection", async () => {
    const server = await startLocalServer((incoming, outgoing) => {
      void writeResponse(incoming, outgoing, Response.json({ status: "error", payload: "too large" }, { status: 413 }));
    });
    const request = httpRequest(`${server.origin}/x`, {
      method: "POST",
      headers: { "content-length": String(300 * 1024 * 1024) },
      agent: false,
    });
    request.on("error", () => undefined);
    const chunk = Buffer.alloc(64 * 1024);
    let writing = true;
    const pump = () => {
      while (writing && !request.destroyed) if (!request.write(chunk)) return void request.once("drain", pump);
    };
    pump();
    const [response] = (await once(request, "response")) as [IncomingMessage];
    const body = await bodyOf(response);
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(body.toString())).toEqual({ status: "error", payload: "too large" });
    // The server ends the connection on its own (after its linger), though the client never stops sending.
    if (!request.socket?.destroyed) await once(request.socket!, "close");
    writing = false;
    await server.close();
  });
});
