import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/database-unavailable";
import { answerOutageAs503 } from "./outage-page-status";

describe("answerOutageAs503", () => {
  let server: Server;
  let base: string;
  let down = false;
  let status = 500;
  let explicit = false;

  beforeAll(async () => {
    server = createServer((request, response) => {
      answerOutageAs503(response, () => down);
      response.setHeader("Content-Type", "text/html");
      if (explicit) response.writeHead(status, "Whatever It Was", { "X-Rendered": "1" });
      else response.statusCode = status;
      response.end("<h1>page</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const fetchStatus = async () => {
    const response = await fetch(base);
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
  };

  it("turns a failed page into 503 with Retry-After while the database is down, keeping the body", async () => {
    down = true;
    for (explicit of [false, true]) {
      expect(await fetchStatus()).toEqual({
        status: 503,
        retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
        body: "<h1>page</h1>",
      });
    }
  });

  it("leaves every answer alone while the database is up, and successful pages alone during an outage", async () => {
    explicit = false;
    down = false;
    status = 500;
    expect(await fetchStatus()).toEqual({ status: 500, retryAfter: null, body: "<h1>page</h1>" });
    down = true;
    for (status of [200, 404]) expect((await fetchStatus()).status).toBe(status);
  });
});
