import { apiRoutingAnswer } from "@/lib/api/api-routes";

describe("apiRoutingAnswer", () => {
  it.each([
    ["GET", "/api/v1/funds"],
    ["HEAD", "/api/v1/funds"],
    ["GET", "/api/v1/nfo/12/"],
    ["POST", "/api/v1/contact"],
    ["GET", "/api/v1/docs"],
    ["GET", "/api/v1/openapi.json"],
  ])("lets %s %s through to its handler or page", (method, pathname) =>
    expect(apiRoutingAnswer(method, pathname)).toBeNull(),
  );

  it("answers an unknown path with the JSON 404", async () => {
    const answer = apiRoutingAnswer("GET", "/api/v1/fundz")!;
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      status: "error",
      payload: "There is no API endpoint at /api/v1/fundz. See /api/v1/docs for the list.",
    });
  });

  it("answers another method with 405 and the methods the path takes, sorted", async () => {
    const answer = apiRoutingAnswer("PUT", "/api/v1/watchlists/")!;
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, POST");
    expect(await answer.json()).toEqual({
      status: "error",
      payload: "/api/v1/watchlists/ does not accept PUT; use GET or POST.",
    });
  });

  it("answers OPTIONS with 204 and Allow, HEAD beside GET", () => {
    const watchlists = apiRoutingAnswer("OPTIONS", "/api/v1/watchlists")!;
    expect([watchlists.status, watchlists.headers.get("allow")]).toEqual([204, "GET, POST, HEAD, OPTIONS"]);
    expect(apiRoutingAnswer("OPTIONS", "/api/v1/watchlists/7/")!.headers.get("allow")).toBe("PATCH, DELETE, OPTIONS");
    expect(apiRoutingAnswer("OPTIONS", "/api/v1/contact")!.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
