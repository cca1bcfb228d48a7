// Validates an OpenAPI document (a JSON file) with @seriousme/openapi-schema-validator, an ES module that
// Jest's CommonJS runtime cannot load: tests run this file in a child process. Prints the result as JSON.
import { readFile } from "node:fs/promises";
import { Validator } from "@seriousme/openapi-schema-validator";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/validate-openapi.mjs <openapi.json>");
  process.exit(2);
}
const validator = new Validator();
const result = await validator.validate(JSON.parse(await readFile(file, "utf8")));
console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }));
process.exit(result.valid ? 0 : 1);
