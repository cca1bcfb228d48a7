import Decimal from "decimal.js";
import { parse } from "csv-parse/sync";
import { fifoGains } from "@/lib/capital-gains/fifo-gains";
import { schedule112aCsv, SCHEDULE_112A_COLUMNS } from "@/lib/capital-gains/schedule-112a";

const d = (v: number) => new Decimal(v);
const ev = (date: string, direction: "in" | "out", units: number, nav: number) => ({
  date,
  direction,
  units: d(units),
  amount: d(units).mul(nav),
  nav: d(nav),
});

describe("schedule112aCsv", () => {
  it("lists the year's long-term equity sales, grandfathered lots with their 31-Jan-2018 value", () => {
    const r = fifoGains({
      key: { folio: "1", schemeCode: 1, isin: "INF000000001", name: "Fund, with comma" },
      taxClass: "equity",
      navOn31Jan2018: d(50),
      events: [ev("2017-06-15", "in", 100, 40), ev("2024-01-15", "in", 100, 90), ev("2024-09-02", "out", 150, 110)],
    });
    const rows = parse(schedule112aCsv(r.matches, "2024-25")) as string[][];
    expect(rows[0]).toEqual([...SCHEDULE_112A_COLUMNS]);
    // The 50 units of the 2024 lot are short term and stay out.
    expect(rows.slice(1)).toEqual([
      [
        "BE",
        "INF000000001",
        "Fund, with comma",
        "100.000",
        "110.00",
        "11000.00",
        "5000.00",
        "4000.00",
        "5000.00",
        "50.0000",
        "5000.00",
        "0.00",
        "5000.00",
        "6000.00",
      ],
    ]);
    expect(parse(schedule112aCsv(r.matches, "2023-24"))).toHaveLength(1);
  });
});
