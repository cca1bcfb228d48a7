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
        "110.0000",
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

  it("gives the sale price as the NAV, so units x price is the full value to the paisa (was -19.19 on this row)", () => {
    // 4,797.500 units sold at NAV 52.3440: full value 4,797.5 x 52.344 = 2,51,120.34. A price rounded to 52.34
    // gave 4,797.5 x 52.34 = 2,51,101.15, 19.19 short of the full value printed beside it.
    const r = fifoGains({
      key: { folio: "1", schemeCode: 1, isin: "INF000000001", name: "Fund" },
      taxClass: "equity",
      navOn31Jan2018: null,
      events: [ev("2023-01-10", "in", 4797.5, 40), ev("2024-09-02", "out", 4797.5, 52.344)],
    });
    const [row] = (parse(schedule112aCsv(r.matches, "2024-25")) as string[][]).slice(1);
    expect(row!.slice(3, 8)).toEqual(["4797.500", "52.3440", "251120.34", "191900.00", "191900.00"]);
    expect(row!.slice(12)).toEqual(["191900.00", "59220.34"]);
  });

  it("keeps every row's sums (6 = 4 x 5, 11 = 4 x 10, 14 = 6 - 13) when a sale is split over lots", () => {
    // 1,000.123 units at NAV 33.3333 taken from a grandfathered lot (700.1 units) and a later one (300.023).
    const r = fifoGains({
      key: { folio: "1", schemeCode: 1, isin: "INF000000001", name: "Fund" },
      taxClass: "equity",
      navOn31Jan2018: d(21.1111),
      events: [
        ev("2017-03-01", "in", 700.1, 15),
        ev("2020-05-05", "in", 300.023, 18),
        ev("2024-09-02", "out", 1000.123, 33.3333),
      ],
    });
    const rows = (parse(schedule112aCsv(r.matches, "2024-25")) as string[][]).slice(1);
    expect(rows.map((x) => [x[0], x[3], x[4], x[5]])).toEqual([
      ["BE", "700.100", "33.3333", "23336.64"],
      ["AE", "300.023", "33.3333", "10000.76"],
    ]);
    for (const x of rows) {
      const [units, price, full] = [d(Number(x[3])), new Decimal(x[4]!), new Decimal(x[5]!)];
      expect(units.mul(price).toDecimalPlaces(2).toFixed(2)).toBe(full.toFixed(2));
      if (x[9]) expect(units.mul(new Decimal(x[9])).toDecimalPlaces(2).toFixed(2)).toBe(x[10]);
      expect(full.minus(new Decimal(x[12]!)).toFixed(2)).toBe(x[13]);
    }
    // The grandfathered lot: 31-Jan-2018 value 700.1 x 21.1111 = 14,779.88 (below the sale value), above the
    // actual cost of 10,501.50, so it is the cost: gain 23,336.64 - 14,779.88 = 8,556.76.
    expect(rows[0]!.slice(6, 14)).toEqual([
      "14779.88",
      "10501.50",
      "14779.88",
      "21.1111",
      "14779.88",
      "0.00",
      "14779.88",
      "8556.76",
    ]);
  });
});
