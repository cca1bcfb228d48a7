import type { DataQualityResult } from "@/lib/api/schemas/data-status";
import { seriesGap } from "@/lib/ingest/data-quality/benchmark-series";
import { describeChecks, summariseChecks } from "@/lib/ingest/data-quality/describe-checks";
import { fileNameOf } from "@/lib/ingest/dataset-status";

const result = (over: Partial<DataQualityResult>): DataQualityResult => ({
  id: "x",
  title: "Title",
  status: "passed",
  count: 0,
  examples: [],
  ...over,
});

describe("describeChecks", () => {
  it("prints one line a check, its examples under it and how many more there are", () => {
    expect(
      describeChecks([
        result({ title: "Passing" }),
        result({
          title: "Failing",
          status: "failed",
          count: 3,
          examples: [
            { scheme_code: 140084, name: "Nippon India ETF Nifty 50 BeES", detail: "expense ratio 0%" },
            { scheme_code: null, name: "expense ratio from AMFI TER", detail: "6870 live plans" },
          ],
        }),
      ]),
    ).toEqual([
      "  ok          0  Passing",
      "  FAILED      3  Failing",
      "                 140084  Nippon India ETF Nifty 50 BeES: expense ratio 0%",
      "                 -  expense ratio from AMFI TER: 6870 live plans",
      "                 ... and 1 more",
    ]);
  });
  it("sums the run up in one line", () => {
    const passed = result({});
    const failed = result({ status: "failed", count: 2 });
    expect(summariseChecks([passed, failed, passed], 0.834)).toBe("Data checks: 1 of 3 failed (0.83 s)");
    expect(summariseChecks([passed, passed], 0.1)).toBe("Data checks: all 2 passed (0.10 s)");
  });
});

describe("seriesGap", () => {
  const series = { first: "2024-09-24", last: "2026-10-06" };
  it("accepts a series over the plan's past year, a week short at either end", () => {
    expect(seriesGap(series, "2013-01-01", "2026-08-20")).toBeNull();
    expect(seriesGap({ first: "2025-08-27", last: "2026-08-13" }, "2013-01-01", "2026-08-20")).toBeNull();
    // A plan launched after the series starts needs it only from its first NAV.
    expect(seriesGap({ first: "2026-01-01", last: "2026-08-20" }, "2026-01-05", "2026-08-20")).toBeNull();
  });
  it("names what is missing: the series, its end or its start", () => {
    expect(seriesGap(undefined, "2013-01-01", "2026-08-20")).toBe("no series loaded");
    expect(seriesGap({ first: "2005-04-01", last: "2024-07-16" }, "2013-01-01", "2026-08-20")).toBe(
      "series ends 2024-07-16",
    );
    expect(seriesGap({ first: "2025-08-28", last: "2026-08-20" }, "2013-01-01", "2026-08-20")).toBe(
      "series starts 2025-08-28",
    );
    expect(seriesGap({ first: "2026-01-13", last: "2026-08-20" }, "2026-01-05", "2026-08-20")).toBe(
      "series starts 2026-01-13",
    );
  });
});

describe("fileNameOf", () => {
  it("drops the importing machine's folders, keeping an archive's member", () => {
    expect(fileNameOf("/work/shared/data/ter/captn3m0-ter-tracker-data-2024-10-07.csv")).toBe(
      "captn3m0-ter-tracker-data-2024-10-07.csv",
    );
    expect(fileNameOf("/work/shared/data/amfi/navall-daily.tar.xz:navall/2026-08-22.1.txt")).toBe(
      "navall-daily.tar.xz:navall/2026-08-22.1.txt",
    );
    expect(fileNameOf("/data/p/ABSL-all-schemes-2025-06-30.zip")).toBe("ABSL-all-schemes-2025-06-30.zip");
    expect(fileNameOf("SchemeData-2024-11-18.csv")).toBe("SchemeData-2024-11-18.csv");
  });
});
