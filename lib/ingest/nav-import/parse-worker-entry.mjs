// The parse worker's entry: worker threads cannot start from a TypeScript file, so this loads it through tsx.
import { tsImport } from "tsx/esm/api";

await tsImport("./parse-worker.ts", import.meta.url);
