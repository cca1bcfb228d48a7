import path from "node:path";

/**
 * The folder of real public data shared with the project (../shared/data; SHARED_DATA_DIR elsewhere): data:real,
 * the real-data e2e app and the real-data tests read it; the repository never copies it.
 */
export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(process.cwd(), "..", "shared", "data");
