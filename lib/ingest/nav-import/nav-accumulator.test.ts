import { BinaryCopyEncoder } from "@/lib/db/binary-copy";
import { encodeDecimal } from "@/lib/ingest/amfi/encoded-decimal";
import { NavAccumulator } from "@/lib/ingest/nav-import/nav-accumulator";
import { isoToDay } from "@/lib/metrics";

/** Rows as [scheme code, ISO date, NAV as written, batch file]. */
type Row = [number, string, string, number];

function accumulate(keys: number[], rows: readonly Row[]): NavAccumulator {
  const navs = new NavAccumulator(keys);
  for (const [code, date, nav, file] of rows) {
    const { digits, scale } = encodeDecimal(nav);
    navs.add(file, code, isoToDay(date), digits, scale);
  }
  return navs;
}

/** The COPY a list of rows, in the order given, makes: what copyChunks must send. */
function copyOf(rows: readonly Row[], importIds: readonly number[]): Buffer {
  const out = new BinaryCopyEncoder();
  for (const [code, date, nav, file] of rows) {
    const { digits, scale } = encodeDecimal(nav);
    out.row(4);
    out.int4(code);
    out.date(isoToDay(date));
    out.numeric(digits, scale);
    out.int4(importIds[file]!);
  }
  return out.end();
}

const joined = (navs: NavAccumulator, importIds: readonly number[]) => Buffer.concat([...navs.copyChunks(importIds)]);

describe("NavAccumulator", () => {
  it("gives a daily capture's rows, one a plan, in scheme code order", () => {
    const navs = accumulate(
      [1],
      [
        [120503, "2026-08-21", "95.4300", 0],
        [100033, "2026-08-21", "1012.5", 0],
        [119551, "2026-08-20", "10", 0],
      ],
    );
    const expected: Row[] = [
      [100033, "2026-08-21", "1012.5", 0],
      [119551, "2026-08-20", "10", 0],
      [120503, "2026-08-21", "95.4300", 0],
    ];
    expect(joined(navs, [77])).toEqual(copyOf(expected, [77]));
    expect(navs.planRanges()).toEqual([
      { schemeCode: 100033, firstDay: isoToDay("2026-08-21"), lastDay: isoToDay("2026-08-21"), lastNav: "1012.5" },
      { schemeCode: 119551, firstDay: isoToDay("2026-08-20"), lastDay: isoToDay("2026-08-20"), lastNav: "10" },
      { schemeCode: 120503, firstDay: isoToDay("2026-08-21"), lastDay: isoToDay("2026-08-21"), lastNav: "95.4300" },
    ]);
    expect(navs.supplied()).toEqual([3]);
    expect(navs.revisions).toEqual([]);
  });

  it("keeps a plan's later, earlier and repeated rows in date order, each with the capture that holds it", () => {
    // Files 0, 1 and 2 in capture order 2, 1, 3: file 1 is the oldest capture.
    const navs = accumulate(
      [20, 10, 30],
      [
        [100033, "2026-08-19", "10.1", 0],
        [100033, "2026-08-21", "10.3", 0],
        // An older date than the latest, found by bisection.
        [100033, "2026-08-20", "10.2", 0],
        [100033, "2026-08-18", "10.0", 1],
        // The same value from a later capture takes the row over; another from an older one is left.
        [100033, "2026-08-21", "10.30", 2],
        [100033, "2026-08-19", "10.15", 1],
        // Another value from a later capture revises the row.
        [100033, "2026-08-20", "10.25", 2],
        // A plan with one row, then the same day again from an older capture with another value: left.
        [100034, "2026-08-21", "20", 0],
        [100034, "2026-08-21", "21", 1],
      ],
    );
    expect(joined(navs, [5, 6, 7])).toEqual(
      copyOf(
        [
          [100033, "2026-08-18", "10.0", 1],
          [100033, "2026-08-19", "10.1", 0],
          [100033, "2026-08-20", "10.25", 2],
          [100033, "2026-08-21", "10.3", 2],
          [100034, "2026-08-21", "20", 0],
        ],
        [5, 6, 7],
      ),
    );
    expect(navs.planRanges()).toEqual([
      { schemeCode: 100033, firstDay: isoToDay("2026-08-18"), lastDay: isoToDay("2026-08-21"), lastNav: "10.3" },
      { schemeCode: 100034, firstDay: isoToDay("2026-08-21"), lastDay: isoToDay("2026-08-21"), lastNav: "20" },
    ]);
    expect(navs.supplied()).toEqual([2, 1, 2]);
    expect(navs.revisions).toEqual([
      { schemeCode: 100033, day: isoToDay("2026-08-20"), oldNav: "10.2", newNav: "10.25", fileIndex: 2 },
    ]);
    expect(navs.repeated).toEqual([0, 0, 1]);
    expect(navs.superseded).toEqual([0, 2]);
  });

  it("makes a plan's dated rows from its one row when a later date arrives after the rows were read", () => {
    const navs = accumulate([1, 2], [[100033, "2026-08-20", "10", 0]]);
    expect(navs.supplied()).toEqual([1]);
    const { digits, scale } = encodeDecimal("10.5");
    navs.add(1, 100033, isoToDay("2026-08-21"), digits, scale);
    expect(joined(navs, [8, 9])).toEqual(
      copyOf(
        [
          [100033, "2026-08-20", "10", 0],
          [100033, "2026-08-21", "10.5", 1],
        ],
        [8, 9],
      ),
    );
  });
});
