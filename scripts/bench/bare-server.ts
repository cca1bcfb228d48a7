// The floor of a cached API answer for bench:api: a bare Node HTTP server in a process of its own that
// sends, for each path, the status, headers and body the production server sent for it (recorded first),
// and does nothing else. A cached answer's rate is compared with this one's for the same bytes.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { freePort } from "./production-server";

export interface RecordedAnswer {
  path: string;
  status: number;
  headers: [string, string][];
  body: string;
}

// Set by Node itself for every answer (or about the connection): not copied from the recording.
const NODE_OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** What the production server answers `path` with, to be replayed byte for byte. */
export async function recordAnswer(base: string, path: string): Promise<RecordedAnswer> {
  const response = await fetch(`${base}${path}`);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!NODE_OWN_HEADERS.has(name)) headers.push([name, value]);
  });
  return { path, status: response.status, headers, body: await response.text() };
}

/** Starts the bare server in a child process serving `answers`; resolves its base URL and a stop function. */
export async function startBareServer(answers: RecordedAnswer[]): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", __filename, String(port)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin.end(JSON.stringify(answers));
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare server exited (code ${code})`)));
    child.stdout.once("data", () => resolve());
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function serve(port: number): Promise<void> {
  let input = "";
  for await (const chunk of process.stdin) input += String(chunk);
  const answers = new Map(
    (JSON.parse(input) as RecordedAnswer[]).map((answer) => [
      answer.path,
      { ...answer, bytes: Buffer.from(answer.body) },
    ]),
  );
  const server = createServer((incoming, outgoing) => {
    const answer = answers.get(incoming.url ?? "");
    if (!answer) {
      outgoing.statusCode = 404;
      outgoing.end();
      return;
    }
    outgoing.statusCode = answer.status;
    for (const [name, value] of answer.headers) outgoing.setHeader(name, value);
    outgoing.end(answer.bytes);
  });
  server.listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

if (process.argv[1] === __filename) void serve(Number(process.argv[2]));
