import { createRouteMatcher } from "@/lib/api/route-match";

const match = createRouteMatcher([
  { method: "GET", path: "/api/v1/funds" },
  { method: "GET", path: "/api/v1/nfo/{id}" },
  { method: "GET", path: "/api/v1/category/{id}/top-funds" },
  { method: "POST", path: "/api/v1/compare-mf/returns" },
  { method: "GET", path: "/api/v1/funds/distribution/" },
  { method: "GET", path: "/api/v1/openapi.json" },
]);

describe("createRouteMatcher", () => {
  it.each([
    ["GET", "/api/v1/funds"],
    ["HEAD", "/api/v1/funds"],
    ["OPTIONS", "/api/v1/compare-mf/returns"],
    ["GET", "/api/v1/nfo/12"],
    ["GET", "/api/v1/category/equity-large-cap-fund/top-funds"],
    ["GET", "/api/v1/funds/distribution"],
    ["GET", "/api/v1/funds/distribution/"],
    ["GET", "/api/v1/funds/"],
    ["GET", "/api/v1/openapi.json"],
  ])("%s %s is found", (method, path) => expect(match(method, path)).toEqual({ kind: "found" }));

  it.each([
    ["/api/v1/fundz"],
    ["/api/v1/nfo"],
    ["/api/v1/nfo/1/2"],
    ["/api/v1/category//top-funds"],
    ["/api/v1/openapiXjson"],
  ])("%s is unknown", (path) => expect(match("GET", path)).toEqual({ kind: "unknown-path" }));

  it("names the allowed methods for a known path", () => {
    expect(match("POST", "/api/v1/funds")).toEqual({ kind: "wrong-method", allow: ["GET"] });
    expect(match("GET", "/api/v1/compare-mf/returns")).toEqual({ kind: "wrong-method", allow: ["POST"] });
    expect(match("DELETE", "/api/v1/nfo/3")).toEqual({ kind: "wrong-method", allow: ["GET"] });
  });
});
