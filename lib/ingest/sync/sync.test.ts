import { amfiHistoryUrl } from "@/lib/ingest/sync/amfi-urls";
import { OfflineError, fetchWithRetry } from "@/lib/ingest/sync/fetch-with-retry";
import { amfiDate, historyChunks } from "@/lib/ingest/sync/history-chunks";
import { progressLine } from "@/lib/ingest/sync/progress-bar";

describe("historyChunks", () => {
  it("splits an inclusive range into consecutive chunks of at most N days", () => {
    expect(historyChunks("2024-01-01", "2024-03-05", 30)).toEqual([
      { from: "2024-01-01", to: "2024-01-30" },
      { from: "2024-01-31", to: "2024-02-29" },
      { from: "2024-03-01", to: "2024-03-05" },
    ]);
  });

  it("gives one chunk for a single day and refuses reversed ranges or bad sizes", () => {
    expect(historyChunks("2024-02-29", "2024-02-29", 90)).toEqual([{ from: "2024-02-29", to: "2024-02-29" }]);
    expect(() => historyChunks("2024-03-01", "2024-02-01", 30)).toThrow(/after/);
    expect(() => historyChunks("2024-01-01", "2024-02-01", 0)).toThrow(/at least 1/);
    expect(() => historyChunks("2024-13-01", "2024-02-01", 5)).toThrow(/Not a date/);
  });
});

describe("AMFI addresses", () => {
  it("writes dates the way AMFI's history download expects", () => {
    expect(amfiDate("2024-03-05")).toBe("05-Mar-2024");
    expect(amfiHistoryUrl({ from: "2024-01-01", to: "2024-01-30" })).toBe(
      "https://portal.amfiindia.com/DownloadNAVHistoryReport_Po.aspx?frmdt=01-Jan-2024&todt=30-Jan-2024",
    );
  });
});

describe("progressLine", () => {
  it.each([
    [0, 4, "[..........] 0/4 x"],
    [1, 4, "[###.......] 1/4 x"],
    [4, 4, "[##########] 4/4 x"],
    [0, 0, "[##########] 0/0 x"],
  ])("%i of %i", (done, total, expected) => {
    expect(progressLine(done, total, "x", 10)).toBe(expected);
  });
});

describe("fetchWithRetry", () => {
  const ok = (body: string) => new Response(body, { status: 200 });
  const noSleep = async () => undefined;

  it("retries 5xx and 429 with doubling delays, then returns the body", async () => {
    const answers = [new Response("", { status: 503 }), new Response("", { status: 429 }), ok("NAV")];
    const delays: number[] = [];
    const fetchImpl = jest.fn(async () => answers.shift()!);
    const body = await fetchWithRetry("https://example.test/nav", {
      fetchImpl,
      sleep: noSleep,
      backoffMs: 100,
      onRetry: (_a, _r, d) => delays.push(d),
    });
    expect(new TextDecoder().decode(body)).toBe("NAV");
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([100, 200]);
  });

  it("fails at once on a 404, naming the status", async () => {
    const fetchImpl = jest.fn(async () => new Response("", { status: 404 }));
    await expect(fetchWithRetry("https://example.test/nav", { fetchImpl, sleep: noSleep })).rejects.toThrow(
      "example.test answered HTTP 404",
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("fails fast and clearly when the host cannot be reached", async () => {
    const fetchImpl = jest.fn(async () => {
      throw Object.assign(new TypeError("fetch failed"), { cause: { code: "ENOTFOUND" } });
    });
    const failure = fetchWithRetry("https://www.amfiindia.com/spages/NAVAll.txt", { fetchImpl, sleep: noSleep });
    await expect(failure).rejects.toBeInstanceOf(OfflineError);
    await expect(fetchWithRetry("https://www.amfiindia.com/x", { fetchImpl, sleep: noSleep })).rejects.toThrow(
      /Cannot reach www.amfiindia.com \(ENOTFOUND\)/,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("gives up after the last attempt with the last reason", async () => {
    const fetchImpl = jest.fn(async () => {
      throw Object.assign(new Error("The operation was aborted due to timeout"), { name: "TimeoutError" });
    });
    await expect(
      fetchWithRetry("https://example.test/nav", { fetchImpl, sleep: noSleep, attempts: 3, timeoutMs: 5000 }),
    ).rejects.toThrow("Gave up on https://example.test/nav after 3 attempts: no answer within 5 s");
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
