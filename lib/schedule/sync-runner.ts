// Own code: workerpool's process workers (the registry's pool with child processes) give a crashed run only as
// text, its exit code and signal inside a message, and a process's stderr only to a task still running; a failed
// run's reason here needs both, and what is left is one process, a queue and a restart.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { syncRunAnswerSchema, type SyncRunReport } from "@/lib/schedule/sync-runner-messages";

/**
 * How the sync process runs: TypeScript through tsx, and V8 tuned for a job of two seconds a day. Its optimizing
 * compiler otherwise spent some 0.6 s of CPU on background threads in a daily job of 1.7 s (issue 35): code is
 * optimized once it has run longer (--interrupt-budget, about twice V8's default), so fewer functions are compiled
 * for the day's few thousand calls. (Inlining less as well, --max-inlined-bytecode-size-cumulative=200, saved
 * compiling on a process's second day but left the metrics' inner loops calling what they had inlined, with a
 * boxed number for every argument: 90 MB more garbage a job, and more CPU from the third day on.) Measured in
 * bench:data, which runs a week of daily jobs in this process: docs/data-import.md, "The daily job".
 */
export const SYNC_PROCESS_EXEC_ARGV = ["--import", "tsx", "--interrupt-budget=300000"];

const SCRIPT = path.join(process.cwd(), "scripts", "sync-runner.ts");

/** What a run that ended without an answer says: data:sync's "Sync failed: ..." line, else the last line written to stderr. */
export function failureReason(stderr: string, exitCode: number | null, signal: string | null): string {
  const lines = stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const failed = lines.findLast((line) => line.startsWith("Sync failed:"));
  if (failed) return failed.slice("Sync failed:".length).trim();
  const last = lines.at(-1);
  const ending = signal ? `stopped by ${signal}` : `exit code ${exitCode}`;
  return last ? `${last} (${ending})` : `data:sync ended with ${ending}`;
}

interface Waiting {
  id: number;
  resolve: (report: SyncRunReport) => void;
  reject: (error: Error) => void;
}

/**
 * The scheduled sync's process: runs data:sync (scripts/sync-runner.ts) in a process of its own, so that parsing
 * AMFI's file and the metrics refresh never hold the server's event loop and a crash there is a failed run rather
 * than a dead server, and keeps that process between runs, so that each day's job finds its code compiled by the
 * day before's instead of paying for it again (a new process a run: 2.5 s and 2.3 s of CPU; the same job in a kept
 * one: docs/data-import.md). Runs go one at a time; a process that dies is replaced at the next run.
 */
export class SyncRunner {
  private child: ChildProcess | null = null;
  private waiting: Waiting | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private stderrTail = "";

  constructor(
    private readonly options: {
      env?: NodeJS.ProcessEnv;
      /** Where the process's log goes: the server's own output (default), or nowhere (tests, bench:data). */
      output?: "inherit" | "ignore";
    } = {},
  ) {}

  /** Resolves with the run's report when it succeeds; rejects with its reason. */
  run(args: string[]): Promise<SyncRunReport> {
    const run = this.queue.then(() => this.runNow(args));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops the process (a run in progress fails); a later run starts a new one. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }

  private runNow(args: string[]): Promise<SyncRunReport> {
    const child = this.child ?? (this.child = this.start());
    // Held while a run goes on (a script awaiting it has nothing else keeping it alive); an idle process never
    // keeps the server from exiting.
    child.ref();
    child.channel?.ref();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.waiting = { id, resolve, reject };
      this.stderrTail = "";
      child.send({ id, args }, (error) => {
        if (error) this.settle(id, () => reject(error));
      });
    });
  }

  private settle(id: number, finish: () => void): void {
    if (this.waiting?.id !== id) return;
    this.waiting = null;
    this.child?.unref();
    this.child?.channel?.unref();
    finish();
  }

  private start(): ChildProcess {
    const output = this.options.output ?? "inherit";
    const child = fork(SCRIPT, [], {
      env: this.options.env ?? process.env,
      execArgv: SYNC_PROCESS_EXEC_ARGV,
      stdio: ["ignore", output, "pipe", "ipc"],
    });
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      if (output === "inherit") process.stderr.write(chunk);
      this.stderrTail = (this.stderrTail + chunk).slice(-8192);
    });
    child.on("message", (message) => {
      const answer = syncRunAnswerSchema.safeParse(message);
      const waiting = this.waiting;
      if (!waiting) return;
      if (!answer.success)
        return this.settle(waiting.id, () => waiting.reject(new Error("the sync process answered in an unknown form")));
      const reply = answer.data;
      this.settle(reply.id, () => (reply.ok ? waiting.resolve(reply) : waiting.reject(new Error(reply.reason))));
    });
    child.on("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      const waiting = this.waiting;
      if (waiting)
        this.settle(waiting.id, () => waiting.reject(new Error(failureReason(this.stderrTail, code, signal))));
    });
    child.on("error", (error) => {
      // A process that could not start (or be signalled) is not used again.
      if (this.child === child) this.child = null;
      const waiting = this.waiting;
      if (waiting) this.settle(waiting.id, () => waiting.reject(error));
    });
    return child;
  }
}
