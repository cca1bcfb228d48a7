import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// zod costs each page ~35 kB gzipped; the calculators' client code validates with plain rules
// (lib/calculators/field-rules.ts) instead. This walks the value imports (not `import type`) from the
// form and the definitions and fails if zod is reachable.
const ROOT = path.resolve(__dirname, "../..");
const ENTRIES = [
  "components/calculators/calculator-form.tsx",
  ...["sip", "lumpsum", "stp", "swp", "fd", "cagr", "mutual-fund"].map((id) => `components/calculators/definitions/${id}-definition.ts`),
  ...["sip", "lumpsum", "stp", "swp", "fd", "cagr", "mutual-fund"].map((id) => `components/calculators/definitions/${id}-outcome.ts`),
];
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)"|^import\s+"([^"]+)"/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base].find((file) => existsSync(file) && file.match(/\.tsx?$/)) ?? null;
}

/** The files from an entry to a module importing `target`, or null when none does. */
function importChainTo(entries: readonly string[], target: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(VALUE_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? "";
      if (specifier === target) return [...chain, path.relative(ROOT, file)];
      const next = resolve(file, specifier);
      const found = next ? walk(next, [...chain, path.relative(ROOT, file)]) : null;
      if (found) return found;
    }
    return null;
  };
  for (const entry of entries) {
    const found = walk(path.join(ROOT, entry), []);
    if (found) return found;
  }
  return null;
}

describe("the calculators' client code", () => {
  it("does not import zod (the zod schemas stay in lib/calculators/*-inputs.ts for the tests)", () => {
    expect(importChainTo(ENTRIES, "zod")).toBeNull();
  });

  it("finds zod behind a schema module and ignores type-only imports (the check works)", () => {
    expect(importChainTo(["lib/calculators/query-test-support.ts"], "zod")).toBeNull();
    expect(importChainTo(["lib/calculators/sip-inputs.test.ts"], "zod")).toEqual(["lib/calculators/sip-inputs.test.ts", "lib/calculators/input-schemas.ts"]);
  });
});
