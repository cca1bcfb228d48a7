import { createPathRouter } from "@/lib/http/path-router";

const ROUTES = [
  { method: "GET", path: "/api/v1/funds" },
  { method: "GET", path: "/api/v1/nfo/{id}" },
  { method: "GET", path: "/api/v1/category/{id}/top-funds" },
  { method: "POST", path: "/api/v1/compare-mf/returns" },
  { method: "GET", path: "/api/v1/funds/distribution/" },
  { method: "GET", path: "/api/v1/openapi.json" },
  { method: "POST", path: "/verify" },
  { method: "GET", path: "/verify" },
  { method: "DELETE", path: "/admin/users/{id}/factors/{factorId}" },
];
const match = createPathRouter(ROUTES);

describe("createPathRouter", () => {
  it.each([
    ["GET", "/api/v1/funds", "/api/v1/funds"],
    ["GET", "/api/v1/funds/", "/api/v1/funds"],
    ["GET", "/api/v1/funds/distribution", "/api/v1/funds/distribution/"],
    ["GET", "/api/v1/funds/distribution/", "/api/v1/funds/distribution/"],
    ["GET", "/api/v1/openapi.json", "/api/v1/openapi.json"],
    ["GET", "/verify", "/verify"],
    ["POST", "/verify", "/verify"],
  ])("%s %s is the route %s", (method, pathname, path) => {
    const found = match(method, pathname);
    expect(found.kind === "found" && found.route).toEqual(
      ROUTES.find((route) => route.method === method && route.path === path),
    );
  });

  it("decodes each {name} segment", () => {
    expect(match("GET", "/api/v1/category/equity-large-cap-fund/top-funds")).toMatchObject({
      kind: "found",
      params: { id: "equity-large-cap-fund" },
    });
    expect(match("DELETE", "/admin/users/u%201/factors/f-2")).toMatchObject({
      kind: "found",
      params: { id: "u 1", factorId: "f-2" },
    });
  });

  it("gives null for a segment with a malformed %-escape", () => {
    expect(match("GET", "/api/v1/nfo/%E0%A4")).toMatchObject({ kind: "found", params: { id: null } });
  });

  it.each([
    ["/api/v1/fundz"],
    ["/api/v1/nfo"],
    ["/api/v1/nfo/1/2"],
    ["/api/v1/category//top-funds"],
    ["/api/v1/openapiXjson"],
    ["/verify/x"],
  ])("%s is unknown", (pathname) => expect(match("GET", pathname)).toEqual({ kind: "unknown-path" }));

  it("names the methods a known path takes, in table order, when the method is another", () => {
    expect(match("POST", "/api/v1/funds")).toEqual({ kind: "wrong-method", allow: ["GET"] });
    expect(match("GET", "/api/v1/compare-mf/returns")).toEqual({ kind: "wrong-method", allow: ["POST"] });
    expect(match("DELETE", "/verify")).toEqual({ kind: "wrong-method", allow: ["POST", "GET"] });
    // HEAD and OPTIONS are the caller's rules, not the router's.
    expect(match("HEAD", "/api/v1/funds")).toEqual({ kind: "wrong-method", allow: ["GET"] });
  });
});
