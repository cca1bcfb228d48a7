import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { postmasterAlive, superviseEmbeddedServer } from "@/lib/db/embedded-supervisor";
import { destroyEmbeddedServerInChild, ensureEmbeddedServerInChild } from "@/lib/db/testing/embedded-server-process";

// `npm start`'s watch over the embedded server, on a throw-away server of its own: killed, started again.

const dataDir = path.join(tmpdir(), `fundlens-supervised-pg-${randomBytes(4).toString("hex")}`);

afterAll(() => destroyEmbeddedServerInChild(dataDir), 60_000);

it("starts a killed embedded server again on the same port, and the same connection string works", async () => {
  const server = await ensureEmbeddedServerInChild(dataDir);
  const log: string[] = [];
  const supervisor = superviseEmbeddedServer({
    isAlive: () => postmasterAlive(dataDir),
    restart: async () => void (await ensureEmbeddedServerInChild(dataDir, server.port)),
    intervalMs: 60_000,
    maxBackoffMs: 60_000,
    log: (message) => log.push(message),
  });
  try {
    expect(await postmasterAlive(dataDir)).toBe(true);
    await supervisor.tick();
    expect(supervisor.restarts).toBe(0);

    const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pid, "SIGKILL");
    for (let i = 0; i < 50 && (await postmasterAlive(dataDir)); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await postmasterAlive(dataDir)).toBe(false);

    const started = performance.now();
    // Backends of a killed postmaster take a moment to exit; a failed attempt backs off, so retry until it runs.
    for (let i = 0; i < 20 && supervisor.restarts === 0; i++) {
      await supervisor.tick();
      if (supervisor.restarts === 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(
      `embedded server killed (SIGKILL): running again after ${Math.round(performance.now() - started)} ms\n${log.join("\n")}`,
    );
    expect(supervisor.restarts).toBe(1);
    const sql = postgres(server.url, { max: 1, onnotice: () => undefined });
    try {
      expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
    } finally {
      await sql.end();
    }
  } finally {
    supervisor.stop();
  }
}, 120_000);
