import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// zod (even zod/mini, ~23 kB gzipped) would push a calculator page past its first-load budget, so the
// first load (the calculator components, the form and the definitions) imports no zod at all: the form
// fetches its schema with the result's code (the outcome modules, loaded after hydration), which use
// zod/mini, never classic zod (~35 kB more). This walks the static value imports (not `import type`, not
// `import()`) and fails if zod is reachable.
const ROOT = path.resolve(__dirname, "../..");
const IDS = ["sip", "lumpsum", "stp", "swp", "fd", "cagr", "mutual-fund"];
const FIRST_LOAD = [
  "components/calculators/calculator-form.tsx",
  ...IDS.map((id) => `components/calculators/${id}-calculator.tsx`),
  ...IDS.map((id) => `components/calculators/definitions/${id}-definition.ts`),
];
const AFTER_HYDRATION = IDS.map((id) => `components/calculators/definitions/${id}-outcome.ts`);
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)"|^import\s+"([^"]+)"/gm;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), base].find(
      (file) => existsSync(file) && file.match(/\.tsx?$/),
    ) ?? null
  );
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
  it("keeps zod out of the first load", () => {
    expect(importChainTo(FIRST_LOAD, "zod/mini")).toBeNull();
    expect(importChainTo(FIRST_LOAD, "zod")).toBeNull();
  });

  it("loads the schemas with the result, built with zod/mini, never classic zod", () => {
    expect(importChainTo(AFTER_HYDRATION, "zod")).toBeNull();
    for (const outcome of AFTER_HYDRATION) expect(importChainTo([outcome], "zod/mini")).not.toBeNull();
  });

  it("finds a module behind another and ignores type-only imports (the check works)", () => {
    expect(importChainTo(["components/calculators/calculator-types.ts"], "zod/mini")).toBeNull();
    expect(importChainTo(["lib/calculators/sip-run.ts"], "zod/mini")).toEqual([
      "lib/calculators/sip-run.ts",
      "lib/calculators/sip-schema.ts",
    ]);
  });
});
