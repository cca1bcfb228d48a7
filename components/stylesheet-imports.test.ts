import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Jest stands in for stylesheets (next/jest) and TypeScript accepts any "*.css" path, so a stylesheet import
// that points nowhere (a component moved without its styles) would only fail in `next build`. This reads every
// stylesheet import of the app's source and checks that its file exists.
const ROOTS = ["app", "components"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("stylesheet imports", () => {
  const files = ROOTS.flatMap((root) => sourceFiles(path.join(process.cwd(), root)));

  it("finds the source files it checks", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("point at files that exist", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const [, target] of readFileSync(file, "utf8").matchAll(/from\s+"([^"]+\.css)"/g)) {
        checked += 1;
        const resolved = target!.startsWith("@/")
          ? path.join(process.cwd(), target!.slice(2))
          : path.resolve(path.dirname(file), target!);
        if (!existsSync(resolved)) missing.push(`${path.relative(process.cwd(), file)} -> ${target}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
