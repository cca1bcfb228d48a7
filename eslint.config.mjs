import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".data/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    // lib/ is framework-free: no React, no Next UI imports (see README, "Architecture").
    files: ["lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: ["react", "react-dom"], patterns: ["react/*", "next/link", "next/navigation", "@/components/*"] },
      ],
    },
  },
]);
