import { once } from "node:events";
import { connect } from "node:net";
import { startLocalServer, type LocalServer } from "@/lib/http/testing/local-server";
import { clientErrorResponse, clientErrorStatus, handleClientError } from "@/lib/http/client-error";

describe("clientErrorStatus", () => {
  it("maps Node's parser errors to statuses", () => {
    expect(clientErrorStatus(Object.assign(new Error("x"), { code: "HPE_HEADER_OVERFLOW" }))).toBe(431);
    expect(clientErrorStatus(Object.assign(new Error("x"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }))).toBe(408);
    expect(clientErrorStatus(Object.assign(new Error("x"), { code: "HPE_INVALID_METHOD" }))).toBe(400);
  });
});

describe("clientErrorResponse", () => {
  it("is a complete HTTP answer with the envelope and its exact length", () => {
    const text = clientErrorResponse(431, [["X-Frame-Options", "DENY"]]);
    const [head, body] = text.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain("\r\nConnection: close");
    expect(head).toContain("\r\nX-Frame-Options: DENY");
    expect(head).toContain(`\r\nContent-Length: ${Buffer.byteLength(body!)}`);
    expect(JSON.parse(body!)).toEqual({
      status: "error",
      payload: "The request's address or headers are too long (16 KB at most).",
    });
  });
});

describe("handleClientError on a real server", () => {
  let local: LocalServer;
  beforeAll(async () => {
    local = await startLocalServer((_incoming, outgoing) => outgoing.end("ok"));
    local.server.on("clientError", (error, socket) =>
      handleClientError(error, socket, [["X-Content-Type-Options", "nosniff"]]),
    );
  });
  afterAll(() => local.close());

  /** Sends raw bytes and collects everything the server answers until it closes. */
  async function raw(request: string): Promise<string> {
    const socket = connect(local.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.write(request);
    await once(socket, "close");
    return Buffer.concat(chunks).toString();
  }

  it("answers a URL over 16 KB with 431 and the envelope", async () => {
    const answer = await raw(`GET /api/v1/funds?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain("X-Content-Type-Options: nosniff");
    expect(JSON.parse(answer.split("\r\n\r\n")[1]!)).toEqual({
      status: "error",
      payload: "The request's address or headers are too long (16 KB at most).",
    });
  });

  it("answers malformed HTTP with 400 and the envelope", async () => {
    const answer = await raw("NOT HTTP AT ALL\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split("\r\n\r\n")[1]!)).toEqual({
      status: "error",
      payload: "The request could not be read (malformed HTTP).",
    });
  });

  it("still serves well-formed requests", async () => {
    expect(await raw("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
  });
});
