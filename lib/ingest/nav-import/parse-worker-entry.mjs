// The parse worker's entry: worker threads cannot start from a TypeScript file, so this loads it through
// tsx's CommonJS hooks, which work in this thread (its ESM hooks, what --import tsx registers, would start
// a thread of their own).
import { require as tsxRequire } from "tsx/cjs/api";

tsxRequire("./parse-worker.ts", import.meta.url);
