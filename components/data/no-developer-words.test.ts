import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { createElement } from "react";
import { NoFundData } from "./no-fund-data";

// Visitors read pages, components and content; a command line (npm run ..., npx ...) is for operators (issue 37, 2).
const DEVELOPER_WORDS = /\b(?:npm run|npx|data:demo|data:import|data:status)\b/;
// Operators' routes and the API's own descriptions are not visitor text.
const OPERATOR_DIRS = new Set(["api", "dev", "internal", "node_modules"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return OPERATOR_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(tsx?|json|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file without its comments (where developers may name commands). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

describe("words shown to visitors", () => {
  const files = ["app", "components", "content", "lib/content"].flatMap(sourceFiles);

  it.each(files)("%s names no developer command", (file) => {
    expect(withoutComments(readFileSync(file, "utf8"))).not.toMatch(DEVELOPER_WORDS);
  });

  it("an empty fund list tells a visitor the data is coming, not how to load it", () => {
    render(createElement(NoFundData, { what: "Fund baskets" }));
    expect(screen.getByRole("status").textContent).toBe(
      "Fund baskets are not available right now. We are updating our fund data; please check back in a little while.",
    );
  });
});
