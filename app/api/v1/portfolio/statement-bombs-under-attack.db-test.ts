import { GET as health } from "@/app/api/health/route";
import { startApiTestContext, type ApiTestContext } from "@/lib/api/testing/api-test-context";
import { loadOrCreateKeys, type EmbeddedKeys } from "@/lib/auth/service/signing-keys";
import { createTestMember, type TestMember } from "@/lib/auth/testing/member-token";
import { PDF_POOL_BUSY_MESSAGE, PDF_QUEUE_PER_WORKER, pdfPoolSize } from "@/lib/cas/pdf/pdf-worker-pool";
import { cpuBombPdf, spacesBombPdf } from "@/lib/cas/testing/pdf-bombs";
import { renderDetailed } from "@/lib/cas/testing/render-statements";
import { camsDetailed } from "@/lib/cas/testing/synthetic-statements";
import { isDatabaseDown } from "@/lib/db/client";

// Issue 34, point 2: free accounts uploading PDF bombs at once (a page inflating to 6 GB of spaces; a 17 kB file
// that costs seconds of CPU) starved the server's thread, the availability monitor declared a healthy database
// down, and every API call and /api/health answered 503. Here they upload together while a bystander polls the
// health check and the screener: the bystander never gets a 503, every bomb is refused with a reason (or as busy,
// to try again in a minute), a member's real statement among them is read whole (the old reader stopped every
// worker when the process as a whole grew by 256 MB, so the bombs got it refused), and the monitor never sees an
// outage. The bystander's latencies are printed, not
// asserted (a bound on time fails whenever the machine is busy).

const BOMBS = 6;
const SCREENER = "/api/v1/mutual-funds/filtered-funds";

let ctx: ApiTestContext;
let keys: EmbeddedKeys;
let spaces: Uint8Array;
let cpu: Uint8Array;
let statement: Uint8Array;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe("concurrent PDF bombs and a bystander", () => {
  beforeAll(async () => {
    // A tight probe deadline: the old monitor, timed by our own event loop, took a starved loop for an outage.
    process.env.DATABASE_PROBE_TIMEOUT_SECONDS = "0.5";
    ctx = await startApiTestContext();
    keys = await loadOrCreateKeys(ctx.sql);
    [spaces, cpu, statement] = await Promise.all([
      spacesBombPdf(6),
      cpuBombPdf(8),
      renderDetailed(camsDetailed(), { registrar: "CAMS" }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await ctx?.stop();
    delete process.env.DATABASE_PROBE_TIMEOUT_SECONDS;
  });

  const upload = (member: TestMember, pdf: Uint8Array) => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "cas.pdf");
    form.set("password", "");
    return ctx.call("/api/v1/portfolio/statements/preview", {
      method: "POST",
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
  };

  /** Polls the health check and the screener until `attack` settles; the statuses and latencies seen. */
  async function bystander<T>(attack: Promise<T>) {
    let attacking = true;
    void attack.finally(() => (attacking = false)).catch(() => undefined);
    const latencies: number[] = [];
    const statuses: Array<[string, number]> = [];
    while (attacking) {
      for (const [name, call] of [
        ["/api/health", async () => (await health()).status],
        [SCREENER, async () => (await ctx.call(SCREENER)).status],
      ] as const) {
        const started = performance.now();
        statuses.push([name, await call()]);
        latencies.push(performance.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { answers: await attack, latencies, statuses };
  }

  // Whether each bomb holds its worker for seconds, far longer than the uploads take to arrive (so the pool is
  // full when the last ones come); the spaces bomb is stopped within a second and may free its worker sooner.
  it.each([
    ["a 17 kB file costing seconds of CPU", () => cpu, true],
    ["a 6 MB page inflating to 6 GB of spaces", () => spaces, false],
  ])(
    "keeps the bystander served (no 503) while %s is uploaded by many members at once",
    async (kind, bomb, holdsItsWorker) => {
      expect((await ctx.call(SCREENER)).status).toBe(200);
      const members = await Promise.all(Array.from({ length: BOMBS + 1 }, () => createTestMember(ctx.sql, keys)));
      const owner = members.pop()!;
      // The first bomb is being read when a member uploads their real statement, then the others arrive.
      const { answers, latencies, statuses } = await bystander(
        (async () => {
          const first = upload(members[0]!, bomb());
          await new Promise((resolve) => setTimeout(resolve, 500));
          const real = upload(owner, statement);
          await new Promise((resolve) => setTimeout(resolve, 200));
          const rest = members.slice(1).map((member) => upload(member, bomb()));
          const [own, ...bombs] = await Promise.all([real, first, ...rest]);
          return { own: own!, bombs };
        })(),
      );
      // The member's own statement waits for a worker and is read whole, not stopped by budgets others exhausted.
      expect([answers.own.status, answers.own.body.payload]).toEqual([200, expect.anything()]);

      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `bystander during ${BOMBS} concurrent uploads of ${kind}: ${sorted.length} calls, ` +
          `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, ` +
          `max ${sorted.at(-1)!.toFixed(0)} ms; uploads answered ` +
          answers.bombs.map((a) => `${a.status} ${String(a.body.payload).slice(0, 40)}`).join(" | "),
      );
      expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
      expect(isDatabaseDown()).toBe(false);
      for (const answer of answers.bombs) {
        if (answer.status === 503) {
          expect(answer.body.payload).toBe(PDF_POOL_BUSY_MESSAGE);
          expect(answer.headers.get("retry-after")).toBe("60");
        } else {
          expect(answer.status).toBe(400);
          expect(answer.body.payload).toMatch(/Nothing was imported|not a Consolidated Account Statement/);
        }
      }
      // The pool read some and turned away at once what its workers and queue could not hold (the old reader took
      // every upload at once): on two cores one worker and four waiting, so two of the seven uploads.
      const beyond = Math.max(0, BOMBS + 1 - pdfPoolSize() * (1 + PDF_QUEUE_PER_WORKER));
      const busy = answers.bombs.filter((a) => a.status === 503).length;
      if (holdsItsWorker) expect(busy).toBe(beyond);
      else expect(busy).toBeLessThanOrEqual(beyond);
      expect(answers.bombs.filter((a) => a.status === 400).length).toBeGreaterThan(0);
    },
    300_000,
  );
});
