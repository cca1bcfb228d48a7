import path from "node:path";
import { ensureEmbeddedServer, stopEmbeddedServer } from "@/lib/db/embedded-server";
import { parseServerEnv } from "@/lib/env/server-env";

export const DEFAULT_EMBEDDED_DIR = path.join(process.cwd(), ".data", "postgres");

export interface ResolvedDatabase {
  url: string;
  source: "DATABASE_URL" | "embedded";
  /** Stops the embedded server if (and only if) this process started it. */
  release: () => Promise<void>;
}

/**
 * What every command-line script uses: DATABASE_URL when set, otherwise the project's embedded server,
 * started on demand. A script that started the server stops it again on release; one that found it
 * running (say, under `npm start`) leaves it alone.
 */
export async function resolveDatabase(
  dataDir = process.env.EMBEDDED_PG_DIR ?? DEFAULT_EMBEDDED_DIR,
): Promise<ResolvedDatabase> {
  const env = parseServerEnv();
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, source: "DATABASE_URL", release: async () => undefined };
  const server = await ensureEmbeddedServer({ dataDir });
  return {
    url: server.url,
    source: "embedded",
    release: async () => {
      if (server.startedHere) await stopEmbeddedServer(dataDir);
    },
  };
}
