import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { writeResponse } from "@/lib/http/write-response";

// The answer goes out with the given headers; the connection is closed only when a body is still arriving.
describe("writeResponse", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((incoming, outgoing) => {
      void writeResponse(incoming, outgoing, Response.json({ status: "error", payload: "no" }, { status: 401 }), [
        ["X-Frame-Options", "DENY"],
      ]);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function ask(
    method: string,
    headers: Record<string, string>,
    body?: Buffer,
  ): Promise<IncomingMessage & { text: string }> {
    const request = httpRequest(`${origin}/x`, { method, headers, agent: false });
    request.on("error", () => undefined);
    if (body) request.write(body);
    else request.end();
    const [response] = (await once(request, "response")) as [IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    request.destroy();
    return Object.assign(response, { text: Buffer.concat(chunks).toString() });
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
    const server = createServer((incoming, outgoing) => {
      void writeResponse(incoming, outgoing, Response.json({ status: "error", payload: "too large" }, { status: 413 }));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const request = httpRequest(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, {
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
    const chunks: Buffer[] = [];
    for await (const part of response) chunks.push(part as Buffer);
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({ status: "error", payload: "too large" });
    // The server ends the connection on its own (after its linger), though the client never stops sending.
    if (!request.socket?.destroyed) await once(request.socket!, "close");
    writing = false;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
