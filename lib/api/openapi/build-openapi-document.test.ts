import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { API_ENDPOINTS } from "@/lib/api/endpoints";
import { buildOpenApiDocument } from "@/lib/api/openapi/build-openapi-document";

type Operation = {
  description?: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument(API_ENDPOINTS) as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
  };

  it("validates as OpenAPI 3.1", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    const run = spawnSync(process.execPath, ["scripts/validate-openapi.mjs", file], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({ valid: true, version: "3.1", errors: [] });
  });

  it("the validator rejects a broken document (so the check above can fail)", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify({ ...document, info: { title: 1 } }));
    const run = spawnSync(process.execPath, ["scripts/validate-openapi.mjs", file], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).valid).toBe(false);
  });

  it("lists every endpoint with its parameters, body and response schema", () => {
    for (const endpoint of API_ENDPOINTS) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation).toBeDefined();
      expect(operation!.responses["200"]).toBeDefined();
      expect(Boolean(operation!.requestBody)).toBe(Boolean(endpoint.body));
    }
  });

  it("marks required and optional parameters and keeps defaults and enums", () => {
    const funds = document.paths["/api/v1/funds"]!.get!;
    expect(funds.parameters.map((p) => [p.name, p.required])).toEqual([
      ["isin", true],
      ["plan_type", false],
      ["option_type", false],
    ]);
    const list = document.paths["/api/v1/mutual-funds/filtered-funds"]!.get!;
    const amc = list.parameters.find((p) => p.name === "amc")!;
    expect(amc).toMatchObject({ required: false, style: "form", explode: true, schema: { type: "array" } });
    expect(list.parameters.find((p) => p.name === "page_size")!.schema).toMatchObject({
      default: 10,
      minimum: 1,
      maximum: 100,
    });
    expect(list.parameters.find((p) => p.name === "order_by")!.schema.enum).toEqual(
      expect.arrayContaining(["aum", "return_3y", "expense_ratio"]),
    );
    // Rankings: both parameters are optional in the schema, so that a missing one gets RANKINGS_REQUIRED_MESSAGE.
    expect(document.paths["/api/v1/funds/rankings"]!.get!.parameters.map((p) => p.name)).toEqual([
      "isin",
      "category",
      "duration",
      "mode",
    ]);
  });

  it("states each body limit from the limits the server applies", () => {
    const compare = document.paths["/api/v1/compare-mf/returns"]!.post!;
    expect((compare.responses["413"] as { description: string }).description).toMatch(
      /^The request body is over 64 KB /,
    );
    const upload = document.paths["/api/v1/portfolio/statements"]!.post!;
    expect(upload.description).toContain("(the statement PDF, 8 MB at most)");
    expect(upload.description).toContain("30 uploads in 60 minutes per member.");
  });
});
